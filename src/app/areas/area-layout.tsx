import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { SessionRole } from '@contract/auth';
import { ENROLMENT_EVENT } from '@/lib/api';
import { meKey, useLogout } from '@/lib/session';
import { UnreadBell } from '@/features/notifications/bell';
import { AppShell } from '@/ui/app-shell/app-shell';
import type { NavItem } from '@/ui/app-shell/sidebar';
import { AreaFrame } from './area-frame';
import { areas } from './areas';
import { ADMIN_TWO_FACTOR_PATH, adminEnrolmentNav } from './nav';
import { SessionGate } from './session-gate';

/** Old referral links `/userdashboard/signupleft|signupright/{ID}` lead visitors to the public signup. */
function publicSignupFor(pathname: string): string | undefined {
  const match = /^\/userdashboard\/signup(left|right)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return undefined;
  const [, side, sponsorId] = match;
  return `/usersignup/verifysponsor?sponsorId=${sponsorId}&position=${side}`;
}

/**
 * An admin call refused with 403 `twoFactor: 'enrol'` (the session lost its second factor, e.g.
 * another admin reset it): reload the session and go to enrolment.
 */
function useEnrolmentRedirect(role: SessionRole) {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (role !== 'admin') return;
    const enrol = () => {
      void mutate(meKey('admin'));
      void navigate(ADMIN_TWO_FACTOR_PATH, { replace: true });
    };
    window.addEventListener(ENROLMENT_EVENT, enrol);
    return () => window.removeEventListener(ENROLMENT_EVENT, enrol);
  }, [role, mutate, navigate]);
}

/** A guarded area: its session, the shell (sidebar, header with the user and Logout, footer). */
export function AreaLayout({ role, nav }: { role: SessionRole; nav?: NavItem[] }) {
  const area = areas[role];
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout(role);
  useEnrolmentRedirect(role);
  return (
    <SessionGate
      role={role}
      redirectTo={publicSignupFor(location.pathname)}
      loading={
        <AreaFrame
          areaLabel={area.label}
          navItems={nav ?? area.nav}
          currentPath={location.pathname}
        />
      }
    >
      {(session) => {
        const enrolling = session.twoFactor === 'enrol';
        // An admin signed in with the password only may do nothing but enrol.
        if (enrolling && location.pathname !== ADMIN_TWO_FACTOR_PATH) {
          return <Navigate to={ADMIN_TWO_FACTOR_PATH} replace />;
        }
        return (
          <AppShell
            areaLabel={area.label}
            navItems={enrolling ? adminEnrolmentNav : (nav ?? area.nav)}
            currentPath={location.pathname}
            greeting={`Welcome, ${session.user.name}`}
            userId={session.user.mySponsorId ?? session.user.email}
            headerActions={
              // An admin still enrolling may call nothing but the enrolment: no bell until then.
              enrolling ? undefined : <UnreadBell role={role} currentPath={location.pathname} />
            }
            onLogout={async () => {
              await logout();
              await navigate(area.afterLogout);
            }}
          >
            <Outlet />
          </AppShell>
        );
      }}
    </SessionGate>
  );
}
