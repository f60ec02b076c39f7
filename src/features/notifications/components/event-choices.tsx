import { useId, useState } from 'react';
import {
  MEMBER_KIND_LABELS,
  memberKind,
  SECURITY_KINDS,
  type ChannelPreference,
  type MemberKind,
  type NotificationSettings,
} from '@contract/notifications';
import { Switch } from '@/ui/switch/switch';
import { useAction } from '@/lib/use-action';
import { copy } from '../copy';

const KINDS = memberKind.options;
type Channel = 'email' | 'telegram';

export type EventChoicesProps = {
  settings: NotificationSettings;
  /** Saves every choice; the view shows the change at once and takes it back if this fails. */
  onSave: (preferences: ChannelPreference[]) => Promise<void>;
};

/** A kind without a stored choice has every channel on, as the server reads it. */
const choiceOf = (preferences: ChannelPreference[], kind: MemberKind): ChannelPreference =>
  preferences.find((p) => p.kind === kind) ?? { kind, email: true, telegram: true };

/**
 * The member's choice per event and channel (decisions §14): one switch per channel, saved as it
 * is flipped. A channel the server has no configuration for has its switches off and disabled;
 * account security always goes by e-mail, so that switch stays on.
 */
export function EventChoices({ settings, onSave }: EventChoicesProps) {
  const [draft, setDraft] = useState(settings.preferences);
  const [shownFrom, setShownFrom] = useState(settings.preferences);
  const [saved, setSaved] = useState(false);
  const saving = useAction(onSave, { failure: copy.saveFailure });
  const captionId = useId();
  if (shownFrom !== settings.preferences) {
    setShownFrom(settings.preferences);
    setDraft(settings.preferences);
  }

  async function choose(kind: MemberKind, channel: Channel, on: boolean) {
    if (saving.busy) return;
    const next = KINDS.map((k) => {
      const choice = choiceOf(draft, k);
      return k === kind ? { ...choice, [channel]: on } : choice;
    });
    setDraft(next);
    setSaved(false);
    const result = await saving.run(next);
    if (result.status === 'done') setSaved(true);
    if (result.status === 'failed') setDraft(settings.preferences);
  }

  const status = saving.busy ? copy.saving : saved ? copy.saved : '';
  const cell = 'w-20 px-1 py-1.5 text-center align-middle sm:w-28';
  return (
    <div className="grid gap-2">
      <div className="flex min-h-6 flex-wrap items-baseline justify-between gap-x-4">
        <h3 id={captionId} className="font-semibold text-text">
          {copy.events}
        </h3>
        <p aria-live="polite" className="text-xs text-muted">
          {status}
        </p>
      </div>
      {saving.error && (
        <p role="alert" className="text-sm text-danger">
          {saving.error}
        </p>
      )}
      <table aria-labelledby={captionId} className="w-full border-collapse text-sm">
        <thead>
          <tr className="text-xs font-semibold tracking-wide text-muted uppercase">
            <th scope="col" className="py-2 pr-3 text-left">
              <span className="sr-only">{copy.event}</span>
            </th>
            <th scope="col" className={cell}>
              {copy.email}
            </th>
            <th scope="col" className={cell}>
              {copy.telegram}
            </th>
          </tr>
        </thead>
        <tbody>
          {KINDS.map((kind) => {
            const label = MEMBER_KIND_LABELS[kind];
            const choice = choiceOf(draft, kind);
            const security = SECURITY_KINDS.includes(kind) && settings.email.configured;
            return (
              <tr key={kind} data-kind={kind} className="border-t border-border">
                <th scope="row" className="py-2 pr-3 text-left font-normal">
                  <span className="block break-words text-text">{label}</span>
                  {security && (
                    <span className="block text-xs text-muted">{copy.securityNote}</span>
                  )}
                </th>
                <td className={cell}>
                  <Switch
                    aria-label={copy.switchName(copy.email, label)}
                    checked={settings.email.configured && (security || choice.email)}
                    disabled={!settings.email.configured || security}
                    aria-disabled={saving.busy || undefined}
                    onCheckedChange={(on) => void choose(kind, 'email', on)}
                  />
                </td>
                <td className={cell}>
                  <Switch
                    aria-label={copy.switchName(copy.telegram, label)}
                    checked={settings.telegram.configured && choice.telegram}
                    disabled={!settings.telegram.configured}
                    aria-disabled={saving.busy || undefined}
                    onCheckedChange={(on) => void choose(kind, 'telegram', on)}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
