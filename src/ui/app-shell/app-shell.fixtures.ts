import {
  CalendarClock,
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
import type { NavItem } from './sidebar';

const item = (label: string, href: string, icon: LucideIcon): NavItem => ({
  label,
  href,
  icon: createElement(icon),
});

/** Story data: the member area's sidebar. */
export const memberNav: NavItem[] = [
  item('Home', '/member', House),
  item('Welcome', '/member/welcome', Hand),
  item('All packages', '/member/packages', Package),
  item('Wallet details', '/member/wallet', Wallet),
  item('Registration', '/member/registration', UserPlus),
  item('E-Wallet', '/member/e-wallet', WalletCards),
  item('Reports', '/member/reports', FileText),
  item('Geneology tree', '/member/tree', Network),
  item('Direct affiliate', '/member/direct-affiliate', Users),
  item('Weekly payout', '/member/weekly-payout', CalendarClock),
  item('Scholarship', '/member/scholarship', GraduationCap),
  item('Rewards', '/member/rewards', Gift),
];

/** Story data: the operator area's sidebar. */
export const operatorNav: NavItem[] = [
  item('Dashboard', '/operator', LayoutDashboard),
  item('Billing packages', '/operator/packages', Receipt),
  item('Customer subscription details', '/operator/subscriptions', Users),
  item('Wallet history', '/operator/wallet-history', Wallet),
];
