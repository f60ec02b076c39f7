import { Laptop, LogOut, Smartphone } from 'lucide-react';
import { useRef, useState } from 'react';
import type { AccountSession } from '@contract/account';
import { Button } from '@/ui/button/button';
import { Callout } from '@/ui/callout/callout';
import { ConfirmDialog } from '@/ui/confirm-dialog/confirm-dialog';
import { formatDateTime } from '@/ui/lib/format';
import { StatusBadge } from '@/ui/status-badge/status-badge';
import { settle, useAction } from '@/lib/use-action';
import { copy } from '../copy';
import { AccountSection, LoadFailure, Loading } from './section-states';

export type SessionsViewProps = {
  /** The open sessions, this device's among them; undefined while they load or when the read failed. */
  sessions?: AccountSession[];
  /** Why the read failed; shows Retry. */
  error?: string;
  onRetry: () => void;
  /** Ends one session. Rejects with an ApiError: its words are shown. */
  onSignOut: (id: string) => Promise<void>;
  /** Ends every session but this device's; resolves to how many ended. */
  onSignOutOthers: () => Promise<number>;
};

const phoneLike = /Android|iPhone|iPad|Mobile/;

function SessionRow({
  session,
  onSignOut,
}: {
  session: AccountSession;
  onSignOut: (session: AccountSession) => Promise<void>;
}) {
  const signingOut = useAction(() => onSignOut(session), { failure: copy.signOutFailure });
  const Icon = phoneLike.test(session.userAgent) ? Smartphone : Laptop;
  return (
    <li className="flex flex-wrap items-start gap-3 py-3 first:pt-0 last:pb-0">
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-muted" />
      <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium text-text">
          <span className="break-words">{session.device}</span>
          {session.current && <StatusBadge status={copy.thisDevice} tone="accent" />}
        </p>
        <p className="text-muted">
          {session.address || copy.unknownAddress} ·{' '}
          {copy.signedIn(formatDateTime(session.createdAt))}
        </p>
        <p className="text-muted">{copy.lastActive(formatDateTime(session.lastSeenAt))}</p>
        {session.userAgent && (
          <p className="line-clamp-2 text-xs break-all text-muted" title={session.userAgent}>
            {session.userAgent}
          </p>
        )}
        {signingOut.error && (
          <p role="alert" className="font-medium text-danger">
            {signingOut.error}
          </p>
        )}
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          size="sm"
          loading={signingOut.busy}
          aria-label={copy.signOutDevice(session.device)}
          onClick={() => void signingOut.run()}
        >
          {copy.signOut}
        </Button>
      )}
    </li>
  );
}

/**
 * Where the member is signed in: each open session with its device, address and times, this
 * device marked; any other one can be signed out, or all of them at once after a confirmation.
 */
export function SessionsView({
  sessions,
  error,
  onRetry,
  onSignOut,
  onSignOutOthers,
}: SessionsViewProps) {
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const listRef = useRef<HTMLUListElement>(null);
  const others = sessions?.filter((session) => !session.current).length ?? 0;

  async function signOut(session: AccountSession) {
    setNotice(undefined);
    await onSignOut(session.id);
    setNotice(copy.signedOutDevice(session.device));
    // Its row leaves the list with the button that had the focus.
    listRef.current?.focus();
  }

  async function signOutOthers() {
    setNotice(undefined);
    setFailure(undefined);
    const ended = await settle(onSignOutOthers, copy.everywhereFailure);
    setConfirming(false);
    if (ended.status === 'done') setNotice(copy.signedOutOthers(ended.result));
    else setFailure(ended.message);
  }

  let body;
  if (error && !sessions) body = <LoadFailure message={error} onRetry={onRetry} />;
  else if (!sessions) body = <Loading />;
  else
    body = (
      <>
        <ul
          ref={listRef}
          tabIndex={-1}
          aria-label={copy.sessionsTitle}
          className="grid divide-y divide-border outline-none"
        >
          {sessions.map((session) => (
            <SessionRow key={session.id} session={session} onSignOut={signOut} />
          ))}
        </ul>
        {others === 0 && <p className="text-muted">{copy.onlyThisDevice}</p>}
      </>
    );

  return (
    <AccountSection
      title={copy.sessionsTitle}
      intro={copy.sessionsIntro}
      actions={
        sessions &&
        others > 0 && (
          <Button variant="danger" size="sm" onClick={() => setConfirming(true)}>
            <LogOut aria-hidden />
            {copy.signOutEverywhere}
          </Button>
        )
      }
    >
      {body}
      <div aria-live="polite">
        {notice && (
          <Callout tone="success" role="status">
            {notice}
          </Callout>
        )}
      </div>
      {failure && (
        <Callout tone="danger" role="alert">
          {failure}
        </Callout>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={copy.everywhereTitle}
        description={copy.everywhereDescription}
        confirmLabel={copy.signOutEverywhere}
        variant="danger"
        onConfirm={signOutOthers}
        finalFocus={listRef}
      />
    </AccountSection>
  );
}
