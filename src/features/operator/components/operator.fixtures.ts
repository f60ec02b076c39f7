import type { PackageInfo } from '@contract/catalogue';
import type { PendingDeposit, TopupStats, WalletHistoryEntry } from '@contract/operator';
import type { ApprovedOrder } from '@contract/orders';
import { receiptImage } from '@/ui/lib/story-receipt';

const pkg = (
  id: number,
  name: string,
  price: number,
  scholarshipPercent: number,
  scholarshipMonths: number | null,
  { offline = true, education = true } = {},
): PackageInfo => ({
  id,
  name,
  price,
  points: price,
  scholarshipPercent,
  scholarshipMonths,
  education,
  online: true,
  offline,
});

/** The catalogue of spec §3 as `/api/packages` answers it (decisions §8: ids 1-2 online only). */
export const packages: PackageInfo[] = [
  pkg(1, 'Kick Starter', 50, 3, 1, { offline: false }),
  pkg(2, 'Bull Starter', 100, 5, 3, { offline: false }),
  pkg(3, 'Whales Starter', 500, 8, 12),
  pkg(4, 'Premium Master Trader Course', 1000, 10, null),
  pkg(5, 'Bull Master Trader Course', 2000, 12, null),
  pkg(6, 'Whales Master Trader Course', 5000, 15, null),
  pkg(7, 'Monthly subscription (add-on)', 25, 0, 0, { education: false }),
];

export const stats: TopupStats = {
  monthlyBusiness: 3525,
  allBusiness: 48210.5,
  totalUsers: 1284,
  totalActiveUsers: 937,
  available_Balance: 1250,
  total_Balance: 50000,
};

export const newOperatorStats: TopupStats = {
  monthlyBusiness: 0,
  allBusiness: 0,
  totalUsers: 12,
  totalActiveUsers: 0,
  available_Balance: 0,
  total_Balance: 0,
};

export const bigStats: TopupStats = {
  monthlyBusiness: 1234567.89,
  allBusiness: 987654321.5,
  totalUsers: 12345678,
  totalActiveUsers: 9876543,
  available_Balance: 25000000,
  total_Balance: 999999999.99,
};

const order = (
  n: number,
  date: string,
  sponsorId: string,
  name: string,
  packageName: string,
  price: number,
  image: boolean,
): ApprovedOrder => ({
  _id: String(n),
  order_details: {
    order_no: `ORD-${String(n).padStart(6, '0')}`,
    order_price: price,
    order_date: date,
  },
  user_details: { user_mySponsor_id: sponsorId, user_name: name },
  package_name: packageName,
  image_url: image ? `/api/screenshots/ORD-${String(n).padStart(6, '0')}` : null,
  status: 'approved',
});

export const approvedOrders: ApprovedOrder[] = [
  order(131, '2026-03-14T09:12:00.000Z', 'LT4821937', 'Ravi Kumar', 'Whales Starter', 500, false),
  order(128, '2026-03-11T16:40:00.000Z', 'LT5541207', 'Deepak Verma', 'Kick Starter', 50, true),
  order(
    124,
    '2026-03-02T11:05:00.000Z',
    'LT7310592',
    'Priya Sharma',
    'Premium Master Trader Course',
    1000,
    true,
  ),
  order(
    117,
    '2026-02-27T08:00:00.000Z',
    'LT2093318',
    'Anita Desai',
    'Monthly subscription (add-on)',
    25,
    false,
  ),
];

export const longApprovedOrders: ApprovedOrder[] = [
  order(
    999999,
    '2025-12-31T23:30:00.000Z',
    'LT9000001',
    'Venkata Subrahmanyam Lakshminarayana Chandrasekhar',
    'Whales Master Trader Course',
    5000,
    true,
  ),
  order(
    1000000,
    '2026-01-01T00:10:00.000Z',
    'LT9000002',
    'Maria-Fernanda de los Santos Oliveira Albuquerque',
    'Monthly subscription (add-on)',
    25,
    false,
  ),
];

const credit = (id: number, at: string, amount: number, balance: number): WalletHistoryEntry => ({
  _id: String(id),
  date: at.slice(0, 10),
  at,
  amount,
  kind: 'credit',
  balance,
  order: null,
});

const sale = (
  id: number,
  at: string,
  price: number,
  balance: number,
  orderNo: string,
  packageName: string,
  memberOf: { mySponsorId: string; name: string },
): WalletHistoryEntry => ({
  _id: String(id),
  date: at.slice(0, 10),
  at,
  amount: -price,
  kind: 'sale',
  balance,
  order: { order_no: orderNo, package_name: packageName, member: memberOf },
});

/** The float's ledger newest first: two credits and three sales; it ends at the float of `stats`. */
export const walletHistory: WalletHistoryEntry[] = [
  sale(21, '2026-03-12T15:20:00.000Z', 25, 1250, 'ORD-000140', 'Monthly subscription (add-on)', {
    mySponsorId: 'LT2093318',
    name: 'Anita Desai',
  }),
  sale(18, '2026-03-11T09:45:00.000Z', 500, 1275, 'ORD-000131', 'Whales Starter', {
    mySponsorId: 'LT4821937',
    name: 'Ravi Kumar',
  }),
  credit(14, '2026-03-10T10:00:00.000Z', 775, 1775),
  sale(9, '2026-02-11T12:00:00.000Z', 2000, 1000, 'ORD-000119', 'Bull Master Trader Course', {
    mySponsorId: 'LT7310592',
    name: 'Priya Sharma',
  }),
  credit(3, '2026-01-05T10:00:00.000Z', 3000, 3000),
];

export const bigWalletHistory: WalletHistoryEntry[] = [
  sale(
    12,
    '2025-12-31T23:30:00.000Z',
    5000,
    999994999.99,
    'ORD-1000000',
    'Whales Master Trader Course',
    {
      mySponsorId: 'LT9000001',
      name: 'Venkata Subrahmanyam Lakshminarayana Chandrasekhar',
    },
  ),
  credit(11, '2025-11-02T00:00:00.000Z', 999999999.49, 999999999.99),
  credit(10, '2025-11-01T00:00:00.000Z', 0.5, 0.5),
];

/** What the two update-status calls answer: the approved order. */
export function orderResult(
  orderNo: string,
  sponsorId: string,
  name: string,
  packageName: string,
  price: number,
) {
  return {
    message: 'Order approved',
    order: {
      _id: '200',
      order_details: {
        order_no: orderNo,
        order_price: price,
        order_date: '2026-03-15T10:00:00.000Z',
      },
      user_details: { user_mySponsor_id: sponsorId, user_name: name },
      package_name: packageName,
      image_url: null,
      status: 'approved' as const,
    },
  };
}

export const member = { mySponsorId: 'LT4821937', name: 'Ravi Kumar' };
export const longNamedMember = {
  mySponsorId: 'LT9000001',
  name: 'Venkata Subrahmanyam Lakshminarayana Chandrasekhar Ramakrishnan',
};

/** A payment screenshot (an inline SVG, so stories need no server). */
export const screenshotUrl = receiptImage;

const deposit = (
  orderNo: string,
  who: { mySponsorId: string; name: string },
  packageName: string,
  price: number,
  createdAt: string,
  extra: Partial<PendingDeposit> = {},
): PendingDeposit => ({
  _id: orderNo,
  order_no: orderNo,
  created_at: createdAt,
  member: who,
  package_name: packageName,
  price,
  image_url: screenshotUrl,
  chain: null,
  ...extra,
});

/** The billing queue: a plain deposit, one waiting on the chain, one without a screenshot. */
export const pendingDeposits: PendingDeposit[] = [
  deposit('ORD-000128', member, 'Kick Starter', 50, '2026-03-15T09:30:00.000Z'),
  deposit(
    'ORD-000127',
    { mySponsorId: 'LT5541207', name: 'Deepak Verma' },
    'Bull Starter',
    100,
    '2026-03-14T18:05:00.000Z',
    {
      chain: {
        network: 'tron',
        txHash: 'a3f9c1d27be04a5e8c6d3f1029b7e4c5a8d6f3e1b2c4d5e6f7a8b9c0d1e2f3a4',
        explorerUrl:
          'https://tronscan.org/#/transaction/a3f9c1d27be04a5e8c6d3f1029b7e4c5a8d6f3e1b2c4d5e6f7a8b9c0d1e2f3a4',
        state: 'waiting',
        finding: 'not yet confirmed: 3 of 20',
        note: 'waiting for 17 more confirmations',
        checkedAt: '2026-03-14T18:06:00.000Z',
      },
    },
  ),
  deposit(
    'ORD-000126',
    { mySponsorId: 'LT2093318', name: 'Anita Desai' },
    'Whales Starter',
    500,
    '2026-03-14T11:00:00.000Z',
    { image_url: null },
  ),
];

export const longPendingDeposit = deposit(
  'ORD-1000001',
  longNamedMember,
  'Whales Master Trader Course',
  5000,
  '2026-03-15T23:59:00.000Z',
);
