import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import type { SessionRole } from '@contract/auth';
import { useLogout } from '@/lib/session';
import { AppShell } from '@/ui/app-shell/app-shell';
import type { NavItem } from '@/ui/app-shell/sidebar';
import { adminNav, memberNav, operatorNav } from './nav';
import { SessionGate } from './session-gate';

type Area = {
  role: SessionRole;
  label: string;
  nav: NavItem[];
  /** Where Logout leads (spec §2: the member area to `/`, the operator area to its login). */
  afterLogout: string;
};

const areas: Record<SessionRole, Area> = {
  member: { role: 'member', label: 'Member area', nav: memberNav, afterLogout: '/' },
  operator: {
    role: 'operator',
    label: 'Top-up operator',
    nav: operatorNav,
    afterLogout: '/topupdashboard/login',
  },
  admin: { role: 'admin', label: 'Admin console', nav: adminNav, afterLogout: '/admin/login' },
};

/** Old referral links `/userdashboard/signupleft|signupright/{ID}` lead visitors to the public signup. */
function publicSignupFor(pathname: string): string | undefined {
  const match = /^\/userdashboard\/signup(left|right)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return undefined;
  const [, side, sponsorId] = match;
  return `/usersignup/verifysponsor?sponsorId=${sponsorId}&position=${side}`;
}

/** A guarded area: its session, the shell (sidebar, header with the user and Logout, footer). */
export function AreaLayout({ role, nav }: { role: SessionRole; nav?: NavItem[] }) {
  const area = areas[role];
  const location = useLocation();
  const navigate = useNavigate();
  const logout = useLogout(role);
  return (
    <SessionGate role={role} redirectTo={publicSignupFor(location.pathname)}>
      {(session) => (
        <AppShell
          areaLabel={area.label}
          navItems={nav ?? area.nav}
          currentPath={location.pathname}
          greeting={`Welcome, ${session.user.name}`}
          userId={session.user.mySponsorId ?? session.user.email}
          onLogout={async () => {
            await logout();
            await navigate(area.afterLogout);
          }}
        >
          <Outlet />
        </AppShell>
      )}
    </SessionGate>
  );
}
