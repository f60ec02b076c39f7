import { messageOf } from '@/lib/api';
import { signOutOtherSessions, signOutSession, useSessions } from './api/account';
import { SessionsView } from './components/sessions-view';
import { copy } from './copy';

/** The account page's Signed-in devices section. */
export function Sessions() {
  const sessions = useSessions();
  return (
    <SessionsView
      sessions={sessions.data?.sessions}
      error={sessions.error ? messageOf(sessions.error, copy.sessionsFailure) : undefined}
      onRetry={() => void sessions.mutate()}
      onSignOut={async (id) => {
        await signOutSession(id);
        await sessions.mutate();
      }}
      onSignOutOthers={async () => {
        const count = await signOutOtherSessions();
        await sessions.mutate();
        return count;
      }}
    />
  );
}
