import type { SessionRole } from '@contract/auth';
import type { NavItem } from '@/ui/app-shell/sidebar';
import { adminNav, memberNav, operatorNav } from './nav';

export type Area = {
  role: SessionRole;
  label: string;
  nav: NavItem[];
  /** Where the area starts: its pages live under it. */
  base: string;
  /** Where Logout leads (spec §2: the member area to `/`, the operator area to its login). */
  afterLogout: string;
};

/** The three guarded areas, read by their layout and by the frames prerendered at build time. */
export const areas: Record<SessionRole, Area> = {
  member: {
    role: 'member',
    label: 'Member area',
    nav: memberNav,
    base: '/userdashboard',
    afterLogout: '/',
  },
  operator: {
    role: 'operator',
    label: 'Top-up operator',
    nav: operatorNav,
    base: '/topupdashboard',
    afterLogout: '/topupdashboard/login',
  },
  admin: {
    role: 'admin',
    label: 'Admin console',
    nav: adminNav,
    base: '/admin',
    afterLogout: '/admin/login',
  },
};
