import type { PackageInfo } from '@contract/catalogue';
import type { TopupStats, WalletHistoryEntry } from '@contract/operator';
import type { ApprovedOrder } from '@contract/orders';

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

export const walletHistory: WalletHistoryEntry[] = [
  { _id: '9', date: '2026-03-10', creditedAt: '2026-03-10T10:00:00.000Z', amount: 20000 },
  { _id: '7', date: '2026-02-01', creditedAt: '2026-02-01T10:00:00.000Z', amount: 25000 },
  { _id: '3', date: '2026-01-05', creditedAt: '2026-01-05T10:00:00.000Z', amount: 5000 },
];

export const bigWalletHistory: WalletHistoryEntry[] = [
  { _id: '12', date: '2025-12-31', creditedAt: '2025-12-31T23:30:00.000Z', amount: 999999999.99 },
  { _id: '11', date: '2025-11-02', creditedAt: '2025-11-02T00:00:00.000Z', amount: 0.5 },
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
