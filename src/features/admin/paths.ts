/** The admin console's routes (decisions §1 and §12); the app's router wires them to the pages. */
export const adminPaths = {
  dashboard: '/admin',
  deposits: '/admin/deposits',
  transfers: '/admin/transfers',
  kyc: '/admin/kyc',
  withdrawals: '/admin/withdrawals',
  operators: '/admin/operators',
  payouts: '/admin/payouts',
  rewards: '/admin/rewards',
  members: '/admin/members',
  inquiries: '/admin/inquiries',
  audit: '/admin/audit',
  outbox: '/admin/outbox',
  admins: '/admin/admins',
} as const;

export const memberPath = (sponsorId: string) => `/admin/members/${encodeURIComponent(sponsorId)}`;
export const operatorDetailPath = (id: string) => `/admin/operators/${encodeURIComponent(id)}`;
export const payoutPeriodPath = (periodId: string) =>
  `/admin/payouts/${encodeURIComponent(periodId)}`;
/** `month` as YYYY-MM. */
export const scholarshipMonthPath = (month: string) =>
  `/admin/scholarships/${encodeURIComponent(month)}`;
