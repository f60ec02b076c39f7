import {
  ArrowLeftRight,
  BadgeCheck,
  Banknote,
  CalendarClock,
  ClipboardList,
  Coins,
  Inbox,
  MailWarning,
  ShieldUser,
  Trophy,
  ShieldCheck,
  UserRound,
  UserCog,
  FileText,
  Gift,
  GraduationCap,
  Hand,
  House,
  LayoutDashboard,
  Network,
  Package,
  Receipt,
  UserPlus,
  Users,
  Wallet,
  WalletCards,
  type LucideIcon,
} from 'lucide-react';
import { createElement } from 'react';
import type { NavItem } from '@/ui/app-shell/sidebar';

/** The admin's two-factor page: enrolment first, then the settings. */
export const ADMIN_TWO_FACTOR_PATH = '/admin/two-factor';

const item = (label: string, href: string, icon: LucideIcon, also?: string[]): NavItem => ({
  label,
  href,
  icon: createElement(icon),
  ...(also ? { also } : {}),
});

/** The member sidebar of spec §2, in its order and spelling. */
export const memberNav: NavItem[] = [
  item('Home', '/userdashboard', House),
  item('Welcome', '/userdashboard/welcome', Hand),
  item('All packages', '/userdashboard/packages', Package, ['/userdashboard/buynow']),
  item('Wallet details', '/userdashboard/walletdetails', Wallet),
  // A vacant slot's Signup link in the tree opens the registration under that parent.
  item('Registration', '/userdashboard/register', UserPlus, [
    '/userdashboard/signupleft',
    '/userdashboard/signupright',
  ]),
  item('E-Wallet', '/userdashboard/ewallet', WalletCards),
  item('Reports', '/userdashboard/reports', FileText),
  item('Geneology tree', '/userdashboard/genealogy', Network),
  item('Direct affiliate', '/userdashboard/directaffilate', Users),
  item('Weekly payout', '/userdashboard/weeklypayout', CalendarClock),
  item('Scholarship', '/userdashboard/scholarship', GraduationCap),
  item('Rewards', '/userdashboard/rewards', Gift),
  item('Account', '/userdashboard/account', UserRound),
];

/** The operator sidebar of spec §2. */
export const operatorNav: NavItem[] = [
  item('Dashboard', '/topupdashboard/home', LayoutDashboard),
  item('Billing packages', '/topupdashboard/billing', Receipt),
  item('Customer subscription details', '/topupdashboard/customersubscription', Users),
  item('Wallet history', '/topupdashboard/wallethistory', Wallet),
  item('Account', '/topupdashboard/account', UserRound),
];

/** The admin console's sidebar (decisions §1, §12, §13 and §14). */
export const adminNav: NavItem[] = [
  item('Dashboard', '/admin', LayoutDashboard),
  item('Deposits', '/admin/deposits', Coins),
  item('Transfers', '/admin/transfers', ArrowLeftRight),
  item('KYC', '/admin/kyc', BadgeCheck),
  item('Withdrawals', '/admin/withdrawals', Banknote),
  item('Operators', '/admin/operators', UserCog),
  item('Payouts', '/admin/payouts', CalendarClock, ['/admin/scholarships']),
  item('Rank rewards', '/admin/rewards', Trophy),
  item('Members', '/admin/members', Users),
  item('Contact inquiries', '/admin/inquiries', Inbox),
  item('Audit log', '/admin/audit', ClipboardList),
  item('Outbox', '/admin/outbox', MailWarning),
  item('Admins', '/admin/admins', ShieldUser),
  item('Two-factor sign-in', ADMIN_TWO_FACTOR_PATH, ShieldCheck),
];

/** While an admin has not enrolled a second factor, the console shows only the enrolment. */
export const adminEnrolmentNav: NavItem[] = adminNav.filter(
  (entry) => entry.href === ADMIN_TWO_FACTOR_PATH,
);
