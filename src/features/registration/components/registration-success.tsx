import type { RegistrationResponse } from '@contract/auth';
import { SHOWN_ONCE_SAVED, ShownOnceNote, ValueRow } from '@/ui/value-row/value-row';

/** What a member ticks before the popup with their unique key closes. */
export const UNIQUE_KEY_SAVED = SHOWN_ONCE_SAVED;

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
          <dd className="min-w-0 text-sm break-words text-text">
            {placement.parentName} (<span className="font-mono">{placement.parentSponsorId}</span>)
            on the {placement.position}
          </dd>
        </div>
        <ValueRow label="Unique key" value={uniqueKey} what="unique key" emphasis />
      </dl>
      <ShownOnceNote title="Write this unique key down now.">
        It is shown only this once and is needed for every withdrawal.
      </ShownOnceNote>
    </div>
  );
}
