import { Check, Copy, TriangleExclamationPoint } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { RegistrationResponse } from '@contract/auth';
import { Button } from '@/ui/button/button';
import { copyToClipboard } from '@/ui/copy-link-field/copy-link-field';
import { POPUP_AUTOFOCUS } from '@/ui/popup/popup';
import { cn } from '@/ui/lib/cn';

function CopyValue({ value, what, first }: { value: string; what: string; first?: boolean }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 4000);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <>
      <Button
        {...(first ? { [POPUP_AUTOFOCUS]: '' } : {})}
        variant={state === 'copied' ? 'primary' : 'secondary'}
        size="sm"
        onClick={async () => setState((await copyToClipboard(value)) ? 'copied' : 'failed')}
        className="shrink-0"
      >
        {state === 'copied' ? <Check aria-hidden /> : <Copy aria-hidden />}
        {state === 'copied' ? 'Copied!' : 'Copy'}
        <span className="sr-only"> {what}</span>
      </Button>
      <span aria-live="polite" className="sr-only">
        {state === 'copied'
          ? `${what} copied to clipboard`
          : state === 'failed'
            ? `Could not copy the ${what}; select it and copy it yourself`
            : ''}
      </span>
    </>
  );
}

function ValueRow({
  label,
  value,
  what,
  emphasis = false,
}: {
  label: string;
  value: string;
  what: string;
  /** The value shown once: its Copy button takes the focus when the popup opens. */
  emphasis?: boolean;
}) {
  return (
    <div className="grid gap-1.5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="flex min-w-0 items-center justify-between gap-2 rounded border border-border-strong bg-surface py-1 pr-1 pl-3">
        <span
          className={cn(
            'min-w-0 font-mono font-semibold tracking-wider break-words select-all',
            emphasis ? 'text-base text-accent sm:text-lg' : 'text-base text-text',
          )}
        >
          {value}
        </span>
        <CopyValue value={value} what={what} first={emphasis} />
      </dd>
    </div>
  );
}

/** What a member ticks before the popup with their unique key closes. */
export const UNIQUE_KEY_SAVED = 'I have saved it';

export type RegistrationSuccessProps = {
  /** The registration call's answer: the new member, their unique key (shown once) and placement. */
  result: Pick<RegistrationResponse, 'user' | 'uniqueKey' | 'placement'>;
  /** Label of the new member's ID, e.g. 'Your User ID (for login)'. */
  idLabel?: string;
};

/** The popup content after a registration: the new User ID and the one-time unique key. */
export function RegistrationSuccess({ result, idLabel = 'User ID' }: RegistrationSuccessProps) {
  const { user, uniqueKey, placement } = result;
  return (
    <div
      data-slot="registration-success"
      className="grid gap-4 rounded-lg border border-border bg-raised p-4"
    >
      <dl className="grid gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
          <dt className="text-sm text-muted">Name</dt>
          <dd className="min-w-0 font-semibold break-words text-text">{user.name}</dd>
        </div>
        <ValueRow label={idLabel} value={user.mySponsorId} what="User ID" />
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
          <dt className="text-sm text-muted">Placed under</dt>
          <dd className="text-sm text-text">
            <span className="font-mono">{placement.parentSponsorId}</span> on the{' '}
            {placement.position}
          </dd>
        </div>
        <ValueRow label="Unique key" value={uniqueKey} what="unique key" emphasis />
      </dl>
      <p
        role="note"
        className="flex items-start gap-2 rounded border border-warning/40 bg-warning-soft px-3 py-2.5 text-sm text-text"
      >
        <TriangleExclamationPoint aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
        <span>
          <strong className="font-semibold text-warning">Write this unique key down now.</strong> It
          is shown only this once and is needed for every withdrawal.
        </span>
      </p>
    </div>
  );
}
