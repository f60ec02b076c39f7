import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { Me, SessionRole } from '@contract/auth';
import { loginPathOf, useSession } from '@/lib/session';
import { Button } from '@/ui/button/button';

type SessionGateProps = {
  role: SessionRole;
  /** Where a visitor without a session goes; the role's login page unless given. */
  redirectTo?: string;
  children: (session: Me) => ReactNode;
  /** Shown while the session loads: the area's frame. */
  loading: ReactNode;
};

/**
 * The route guard of decisions §3: renders the area for a session of its role, sends everyone
 * else to the role's login page (remembering where they were going).
 */
export function SessionGate({ role, redirectTo, children, loading }: SessionGateProps) {
  const location = useLocation();
  const { data, error, isLoading, mutate } = useSession(role);
  if (isLoading) return loading;
  if (error) {
    return (
      <main className="grid min-h-dvh place-items-center p-6 text-center">
        <div className="max-w-sm space-y-4">
          <h1 className="text-2xl font-semibold">We could not reach the server</h1>
          <p className="text-muted">Check your connection and try again.</p>
          <Button onClick={() => void mutate()}>Try again</Button>
        </div>
      </main>
    );
  }
  if (!data || data.role !== role) {
    return <Navigate to={redirectTo ?? loginPathOf[role]} replace state={{ from: location }} />;
  }
  return children(data);
}
