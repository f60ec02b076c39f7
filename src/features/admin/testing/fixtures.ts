import type {
  AdminDashboard,
  AdminOrder,
  AdminWithdrawal,
  AuditEvent,
  ClosedPeriod,
  Inquiry,
  KycItem,
  MemberDetail,
  MemberSummary,
  OperatorSummary,
  RankReward,
  Settlement,
} from '@contract/admin';
import {
  explorerUrl,
  type ChainCheck,
  type ChainNetwork,
  type ChainState,
  type ChainTransfer,
} from '@contract/chain';
import type { Delivery, DeliveryState } from '@contract/notifications';
import type { TreeNode } from '@contract/tree';
import type { ListState } from '@/lib/use-keyset';
import { receiptImage } from '@/ui/lib/story-receipt';

/** A ListState for stories: the rows, nothing more to load, callbacks that do nothing. */
export function listOf<Row>(rows: Row[] | undefined, state: Partial<ListState<Row>> = {}) {
  return {
    rows,
    loading: rows === undefined && !state.error,
    hasMore: false,
    loadingMore: false,
    onLoadMore: () => undefined,
    onRetry: () => undefined,
    ...state,
  } satisfies ListState<Row>;
}

export const ravi = { _id: '7', name: 'Ravi Kumar', mySponsorId: 'LT4821937' };
export const anita = { _id: '8', name: 'Anita Sharma', mySponsorId: 'LT5530114' };
export const deepak = { _id: '9', name: 'Deepak Verma', mySponsorId: 'LT5541207' };
export const longName = {
  _id: '10',
  name: 'Venkata Subrahmanyam Lakshminarayana Chandrasekharan',
  mySponsorId: 'LT6023981',
};

/** A payment screenshot as staff see it (an inline SVG, so stories need no server). */
export const screenshotUrl = receiptImage;

const order = (overrides: Partial<AdminOrder> & Pick<AdminOrder, 'order_no'>): AdminOrder => ({
  _id: overrides.order_no,
  created_at: '2026-03-09T11:20:00.000Z',
  decided_at: null,
  member: ravi,
  package_name: 'Bull Starter',
  price: 100,
  status: 'pending',
  channel: 'deposit',
  image_url: screenshotUrl,
  reason: null,
  decided_by: null,
  ...overrides,
});

export const pendingOrders: AdminOrder[] = [
  order({ order_no: 'ORD-000123' }),
  order({
    order_no: 'ORD-000124',
    member: anita,
    package_name: 'Whales Master Trader Course',
    price: 5000,
    created_at: '2026-03-10T08:05:00.000Z',
  }),
  order({
    order_no: 'ORD-000125',
    member: deepak,
    package_name: 'Kick Starter',
    price: 50,
    created_at: '2026-03-10T16:45:00.000Z',
    image_url: null,
  }),
];

export const decidedOrders: AdminOrder[] = [
  order({
    order_no: 'ORD-000101',
    status: 'approved',
    decided_at: '2026-03-02T10:00:00.000Z',
    decided_by: 'admin:1 Asha Admin',
  }),
  order({
    order_no: 'ORD-000102',
    status: 'canceled',
    member: anita,
    decided_at: '2026-03-03T12:30:00.000Z',
    decided_by: 'admin:1 Asha Admin',
    reason: 'The screenshot shows 10 USDT, not 100 USDT.',
  }),
  order({
    order_no: 'ORD-000103',
    status: 'approved',
    channel: 'offline',
    image_url: null,
    member: deepak,
    package_name: 'Premium Master Trader Course',
    price: 1000,
    decided_at: '2026-03-04T09:10:00.000Z',
    decided_by: 'operator:2 Kiran Topup',
  }),
];

export const longOrder = order({
  order_no: 'ORD-000999',
  member: longName,
  package_name: 'Whales Master Trader Course with the Monthly subscription (add-on)',
  price: 1_234_567.89,
});

export const trcAddress = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
export const ercAddress = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';

const kyc = (overrides: Partial<KycItem> & Pick<KycItem, '_id'>): KycItem => ({
  member: ravi,
  name: 'Ravi Kumar',
  telegramId: '@ravi_trades',
  walletAddress: trcAddress,
  status: 'pending',
  reason: null,
  submitted_at: '2026-03-08T07:30:00.000Z',
  decided_at: null,
  ...overrides,
});

export const pendingKyc: KycItem[] = [
  kyc({ _id: 'k1' }),
  kyc({
    _id: 'k2',
    member: anita,
    name: 'Anita Sharma',
    telegramId: '@anita_s',
    walletAddress: ercAddress,
    submitted_at: '2026-03-09T15:00:00.000Z',
  }),
];

export const decidedKyc: KycItem[] = [
  kyc({
    _id: 'k3',
    member: deepak,
    name: 'Deepak Verma',
    status: 'rejected',
    reason: 'The address is an exchange deposit address; use your own wallet.',
    decided_at: '2026-03-05T10:00:00.000Z',
  }),
];

export const longKyc = kyc({
  _id: 'k9',
  member: longName,
  name: longName.name,
  telegramId: '@venkata_subrahmanyam_lakshminarayana',
});

const withdrawal = (
  overrides: Partial<AdminWithdrawal> & Pick<AdminWithdrawal, 'order_no'>,
): AdminWithdrawal => ({
  _id: overrides.order_no,
  member: ravi,
  amount: 150,
  fee: 0,
  walletAddress: trcAddress,
  status: 'pending',
  txHash: null,
  reason: null,
  created_at: '2026-03-09T09:00:00.000Z',
  decided_at: null,
  ...overrides,
});

export const pendingWithdrawals: AdminWithdrawal[] = [
  withdrawal({ order_no: 'WDR-000045' }),
  withdrawal({
    order_no: 'WDR-000046',
    member: anita,
    amount: 1250.5,
    fee: 1,
    walletAddress: ercAddress,
    created_at: '2026-03-10T10:15:00.000Z',
  }),
];

export const TX_HASH = 'a3f1c9e07b5d42e8916c0d3b7f25a8e4c6d1b09f3e7a25c8d4b6f0e1a9c37d52';

export const decidedWithdrawals: AdminWithdrawal[] = [
  withdrawal({
    order_no: 'WDR-000040',
    status: 'approved',
    txHash: TX_HASH,
    decided_at: '2026-03-06T12:00:00.000Z',
  }),
  withdrawal({
    order_no: 'WDR-000041',
    status: 'canceled',
    member: deepak,
    amount: 20,
    reason: 'Requested by the member.',
    decided_at: '2026-03-06T13:00:00.000Z',
  }),
];

const kiran: OperatorSummary = {
  _id: '2',
  name: 'Kiran Topup',
  email: 'kiran@topup.example',
  blocked: false,
  float: 2450.5,
  credited: 10000,
  approvedOrders: 37,
  business: 7549.5,
  createdAt: '2025-11-02T09:00:00.000Z',
  twoFactor: true,
};

export const operators: OperatorSummary[] = [
  kiran,
  {
    _id: '3',
    name: 'Meena Payments',
    email: 'meena@payments.example',
    blocked: false,
    float: 0,
    credited: 500,
    approvedOrders: 1,
    business: 500,
    createdAt: '2026-02-14T09:00:00.000Z',
    twoFactor: false,
  },
];

export const longOperator: OperatorSummary = {
  ...kiran,
  _id: '9',
  name: 'Sri Venkateswara Crypto Top-up and Payments Private Limited',
  email: 'accounts.department@sri-venkateswara-crypto-payments.example',
  float: 1_234_567.89,
};

export const floatEntries = [
  {
    _id: 'f1',
    date: '2026-03-01T09:00:00.000Z',
    amount: 5000,
    ref: 'credit:abc',
    kind: 'operator_credit',
  },
  {
    _id: 'f2',
    date: '2026-03-03T11:00:00.000Z',
    amount: -500,
    ref: 'ORD-000103',
    kind: 'offline_sale',
  },
  {
    _id: 'f3',
    date: '2026-02-01T09:00:00.000Z',
    amount: 5000,
    ref: 'credit:def',
    kind: 'operator_credit',
  },
];

export const settlement = (
  member: { _id: string; name: string; mySponsorId: string },
  overrides: Partial<Settlement> = {},
): Settlement => ({
  member,
  carriedLeft: 500,
  carriedRight: 0,
  periodLeft: 700,
  periodRight: 1100,
  matched: 1100,
  directBonus: 10,
  teamBonus: 110,
  capApplied: false,
  tds: 6,
  payout: 114,
  ...overrides,
});

export const settlements: Settlement[] = [
  settlement(ravi),
  settlement(anita, {
    carriedLeft: 12_000,
    carriedRight: 3_500,
    periodLeft: 8_000,
    periodRight: 9_000,
    matched: 12_500,
    directBonus: 500,
    teamBonus: 1000,
    capApplied: true,
    tds: 75,
    payout: 1425,
  }),
  settlement(deepak, {
    carriedLeft: 0,
    carriedRight: 200,
    periodLeft: 100,
    periodRight: 0,
    matched: 100,
    directBonus: 0,
    teamBonus: 10,
    tds: 0.5,
    payout: 9.5,
  }),
];

export const preview = {
  period: { id: 14, startedAt: '2026-03-09T00:00:00.000Z' },
  totals: { members: 3, gross: 1630, tds: 81.5, payout: 1548.5 },
};

export const closedPeriods: ClosedPeriod[] = [
  {
    _id: '13',
    startedAt: '2026-03-02T00:00:00.000Z',
    week: '2026-03-09T00:00:00.000Z',
    members: 42,
    total: 3120.75,
    tds: 164.25,
    closedBy: 'system',
  },
  {
    _id: '12',
    startedAt: '2026-02-23T00:00:00.000Z',
    week: '2026-03-02T00:00:00.000Z',
    members: 38,
    total: 2890,
    tds: 152.1,
    closedBy: 'Asha Admin',
  },
];

export const scholarshipRuns = [
  {
    month: '2026-03-01T00:00:00.000Z',
    ranAt: '2026-03-01T00:00:05.000Z',
    orders: 18,
    total: 412.5,
    ranBy: 'system',
  },
  {
    month: '2026-02-01T00:00:00.000Z',
    ranAt: '2026-02-01T00:00:04.000Z',
    orders: 15,
    total: 356,
    ranBy: 'Asha Admin',
  },
];

export const scholarshipPayments = [
  { _id: 's1', member: ravi, order_no: 'ORD-000101', package_name: 'Bull Starter', amount: 5 },
  {
    _id: 's2',
    member: anita,
    order_no: 'ORD-000098',
    package_name: 'Whales Master Trader Course',
    amount: 750,
  },
];

export const rewards: RankReward[] = [
  {
    member: ravi,
    rank: 1,
    rankName: 'Starter',
    reward: 'mobile cover/USDT',
    status: 'unclaimed',
    achievedAt: '2026-03-04T10:00:00.000Z',
    claimedAt: null,
  },
  {
    member: anita,
    rank: 5,
    rankName: 'Gold',
    reward: 'phone',
    status: 'unclaimed',
    achievedAt: '2026-03-07T18:00:00.000Z',
    claimedAt: null,
  },
];

export const claimedRewards: RankReward[] = [
  {
    member: deepak,
    rank: 2,
    rankName: 'Master',
    reward: 'earbuds',
    status: 'Claimed',
    achievedAt: '2026-01-10T10:00:00.000Z',
    claimedAt: '2026-01-20T10:00:00.000Z',
  },
];

const raviSummary: MemberSummary = {
  ...ravi,
  mobileNumber: '9876543210',
  email: 'ravi.kumar@example.com',
  isActive: true,
  blocked: false,
  joinedAt: '2025-10-02T09:00:00.000Z',
  personalPoints: 100,
};

export const members: MemberSummary[] = [
  raviSummary,
  {
    ...anita,
    mobileNumber: '9123456780',
    email: 'anita.sharma@example.com',
    isActive: true,
    blocked: true,
    joinedAt: '2025-10-05T09:00:00.000Z',
    personalPoints: 5000,
  },
  {
    ...deepak,
    mobileNumber: '9988776655',
    email: 'deepak.verma@example.com',
    isActive: false,
    blocked: false,
    joinedAt: '2025-11-12T09:00:00.000Z',
    personalPoints: 0,
  },
];

export const memberDetail: MemberDetail = {
  profile: raviSummary,
  sponsor: { _id: '1', name: 'Company Root', mySponsorId: 'LT1000001' },
  placement: {
    parent: { _id: '1', name: 'Company Root', mySponsorId: 'LT1000001' },
    position: 'left',
  },
  currentPackage: 'Bull Starter',
  points: {
    personal: 100,
    direct: { left: 600, right: 150 },
    team: { left: 12_500, right: 9_800 },
    week: { left: 700, right: 1_100 },
    carried: { left: 500, right: 0 },
    legMembers: { left: 24, right: 17 },
  },
  wallet: 182.75,
  held: 150,
  totalPayout: 1310.25,
  kyc: kyc({ _id: 'k1' }),
  withdrawalsLocked: false,
  twoFactor: false,
};

const node = (
  value: string,
  mySponsorId: string,
  isActive: boolean,
  leftChild: TreeNode | null = null,
  rightChild: TreeNode | null = null,
): TreeNode => ({ _id: mySponsorId, value, mySponsorId, isActive, leftChild, rightChild });

export const memberTree: TreeNode = node(
  'Ravi Kumar',
  'LT4821937',
  true,
  node('Anita Sharma', 'LT5530114', true, node('Kavya Reddy', 'LT7140021', true)),
  node('Deepak Verma', 'LT5541207', false, null, node('Farhan Qureshi', 'LT6108240', true)),
);

export const statementLines = [
  {
    _id: 'l1',
    date: '2026-03-09T00:00:00.000Z',
    account: 'wallet' as const,
    kind: 'weekly_payout',
    ref: 'close:13',
    amount: 114,
  },
  {
    _id: 'l2',
    date: '2026-03-09T09:00:00.000Z',
    account: 'hold' as const,
    kind: 'withdrawal_hold',
    ref: 'WDR-000045',
    amount: 150,
  },
  {
    _id: 'l3',
    date: '2026-03-09T09:00:00.000Z',
    account: 'wallet' as const,
    kind: 'withdrawal_hold',
    ref: 'WDR-000045',
    amount: -150,
  },
];

export const inquiries: Inquiry[] = [
  {
    _id: 'i1',
    name: 'Sanjay Patel',
    phoneNo: '9876501234',
    email: 'sanjay.patel@example.com',
    message:
      'Hello, I would like to know how the Whales Master Trader Course differs from Premium.',
    createdAt: '2026-03-10T08:00:00.000Z',
    readAt: null,
  },
  {
    _id: 'i2',
    name: 'Leela Menon',
    phoneNo: '9123400000',
    email: 'leela.menon@example.com',
    message:
      'I paid for Bull Starter yesterday but my order is still pending.\n\nMy sponsor is LT4821937 and the order number is ORD-000123. Could someone please check the screenshot? I have also attached the transaction hash in my wallet app.',
    createdAt: '2026-03-09T18:30:00.000Z',
    readAt: '2026-03-09T19:00:00.000Z',
  },
];

export const auditEvents: AuditEvent[] = [
  {
    type: 'action',
    _id: 'a:101',
    at: '2026-03-10T09:15:00.000Z',
    actor: 'admin:1',
    actorName: 'Asha Admin',
    action: 'order.approve',
    subject: 'ORD-000123',
    amount: null,
    details: { orderNo: 'ORD-000123', price: 100, package: 'Bull Starter' },
  },
  {
    type: 'money',
    _id: 't:5001',
    at: '2026-03-10T09:15:00.000Z',
    actor: 'admin:1',
    actorName: 'Asha Admin',
    action: 'direct_bonus',
    subject: 'ORD-000123',
    amount: 10,
    details: { credits: [{ account: 'member:1', amount: 10 }] },
  },
  {
    type: 'money',
    _id: 't:5000',
    at: '2026-03-09T00:00:00.000Z',
    actor: 'system',
    actorName: null,
    action: 'weekly_payout',
    subject: 'close:13',
    amount: 3120.75,
    details: { members: 42, tds: 164.25 },
  },
];

export const dashboard: AdminDashboard = {
  members: 1284,
  activeMembers: 913,
  business: { period: 4150, month: 18_250.5, allTime: 412_890.25 },
  pending: { deposits: 3, kyc: 2, withdrawals: 2 },
  projected: { members: 42, payout: 1548.5 },
  weeks: [400, 1250, 600, 0, 2100, 1500, 900, 3200, 2750, 1800, 4100, 3650].map(
    (business, index) => ({
      week: new Date(Date.UTC(2025, 11, 22 + index * 7)).toISOString(),
      business,
      payouts: [0, 35.5, 110, 60, 0, 190.25, 140, 95, 310, 260.75, 205, 420.5][index] ?? 0,
    }),
  ),
};

const delivery = (overrides: Partial<Delivery> & Pick<Delivery, '_id'>): Delivery => ({
  channel: 'email',
  recipient: 'r***@example.com',
  kind: 'deposit_approved',
  title: 'Deposit approved',
  state: 'sent',
  attempts: 1,
  lastError: null,
  createdAt: '2026-03-14T09:30:00.000Z',
  nextAttemptAt: null,
  sentAt: '2026-03-14T09:30:04.000Z',
  ...overrides,
});

/** A Telegram message the bot could not deliver after its last try. */
export const deadLetter = delivery({
  _id: 'd9',
  channel: 'telegram',
  recipient: '5129384756',
  kind: 'withdrawal_paid',
  title: 'Withdrawal paid',
  state: 'dead',
  attempts: 8,
  lastError: '403 Forbidden: bot was blocked by the user',
  createdAt: '2026-03-12T18:02:00.000Z',
  sentAt: null,
});

/** The outbox: a dead letter, a message being retried, a new one, and sent ones. */
export const deliveries: Delivery[] = [
  deadLetter,
  delivery({
    _id: 'd8',
    recipient: 'a***@example.com',
    kind: 'kyc_rejected',
    title: 'Wallet details rejected',
    state: 'retrying',
    attempts: 3,
    lastError: '421 4.7.0 Try again later, closing connection',
    createdAt: '2026-03-14T08:45:00.000Z',
    nextAttemptAt: '2026-03-14T09:45:00.000Z',
    sentAt: null,
  }),
  delivery({
    _id: 'd7',
    kind: 'team_member',
    title: 'A new member joined your team',
    state: 'pending',
    attempts: 0,
    createdAt: '2026-03-14T09:40:00.000Z',
    nextAttemptAt: '2026-03-14T09:40:00.000Z',
    sentAt: null,
  }),
  delivery({ _id: 'd6' }),
  delivery({
    _id: 'd5',
    channel: 'telegram',
    recipient: '5129384756',
    kind: 'payout_credited',
    title: 'Weekly payout credited',
    createdAt: '2026-03-09T00:02:00.000Z',
    sentAt: '2026-03-09T00:02:07.000Z',
  }),
];

export const deliveryCounts: Record<DeliveryState, number> = {
  dead: 1,
  retrying: 1,
  pending: 1,
  sending: 0,
  sent: 2,
};

/** The console's admins; `1` is the one signed in. */
export const admins = [
  { _id: '1', name: 'Asha Admin', email: 'admin@learn-trade-earn.local' },
  { _id: '4', name: 'Vikram Rao', email: 'vikram.rao@learn-trade-earn.example' },
  {
    _id: '9',
    name: 'Venkata Subrahmanyam Lakshminarayana Chandrasekharan',
    email: 'venkata.subrahmanyam.lakshminarayana@learn-trade-earn.example',
  },
];

/** Transaction hashes as each network writes them: Tron without 0x, BNB Smart Chain with it. */
export const TRON_HASH = '7c2d8e41f09b3a65d1e4c7b29f8a0356e2d1c4b7a9f03e68d5b21c7f4e9a0b13';
export const BSC_HASH = '0x4e1b7a93c20f58d6e3a1b9c47d02f6e8a5c3b1d9e7f40a26c8b5d3e1f9a7c024';

/** The chain's check of a hash, with the staff finding the server writes. */
export const chainCheck = (
  state: ChainState,
  finding: string,
  {
    network = 'tron',
    txHash = network === 'tron' ? TRON_HASH : BSC_HASH,
  }: {
    network?: ChainNetwork;
    txHash?: string;
  } = {},
): ChainCheck => ({
  network,
  txHash,
  explorerUrl: explorerUrl(network, txHash),
  state,
  finding,
  note: finding,
  checkedAt: '2026-03-10T09:30:00.000Z',
});

/** Pending deposits with a hash in each state the chain leaves them (decisions §13). */
export const chainOrders: AdminOrder[] = [
  order({
    order_no: 'ORD-000126',
    chain: chainCheck('mismatch', 'paid 99.00 of 100.00'),
  }),
  order({
    order_no: 'ORD-000127',
    member: anita,
    created_at: '2026-03-10T09:12:00.000Z',
    chain: chainCheck('waiting', 'not yet confirmed: 3 of 20'),
  }),
  order({
    order_no: 'ORD-000128',
    member: deepak,
    package_name: 'Kick Starter',
    price: 50,
    created_at: '2026-03-10T09:40:00.000Z',
    image_url: null,
    chain: chainCheck('unreachable', 'chain unreachable: no answer within 5 s', {
      network: 'bsc',
    }),
  }),
  order({
    order_no: 'ORD-000129',
    created_at: '2026-03-10T10:05:00.000Z',
    chain: chainCheck('mismatch', `sent to another address (${trcAddress.slice(0, 6)}…LSE)`),
  }),
  order({
    order_no: 'ORD-000130',
    member: anita,
    created_at: '2026-03-10T10:20:00.000Z',
    chain: chainCheck('expired', 'not found on chain'),
  }),
  order({
    order_no: 'ORD-000131',
    member: deepak,
    created_at: '2026-03-10T10:45:00.000Z',
    chain: chainCheck('mismatch', 'hash already used by ORD-000042', { network: 'bsc' }),
  }),
];

/** An order the chain approved by itself, and one staff approved although it was short. */
export const chainDecidedOrders: AdminOrder[] = [
  order({
    order_no: 'ORD-000120',
    status: 'approved',
    decided_at: '2026-03-08T14:02:00.000Z',
    decided_by: 'chain',
    chain: chainCheck('verified', 'verified on chain: paid 100.00 USDT'),
  }),
  order({
    order_no: 'ORD-000121',
    status: 'approved',
    member: anita,
    decided_at: '2026-03-08T15:30:00.000Z',
    decided_by: 'admin:1 Asha Admin',
    chain: chainCheck('mismatch', 'paid 99.00 of 100.00', { network: 'bsc' }),
  }),
];

/** Paid withdrawals whose payout hash the chain checked: as recorded, and recorded anyway. */
export const chainWithdrawals: AdminWithdrawal[] = [
  withdrawal({
    order_no: 'WDR-000042',
    status: 'approved',
    txHash: TRON_HASH,
    decided_at: '2026-03-07T10:00:00.000Z',
    chain: chainCheck('verified', 'verified on chain: paid 150.00 USDT'),
  }),
  withdrawal({
    order_no: 'WDR-000043',
    status: 'approved',
    member: anita,
    walletAddress: ercAddress,
    txHash: BSC_HASH,
    decided_at: '2026-03-07T11:00:00.000Z',
    chain: chainCheck(
      'unreachable',
      'chain unreachable: the node answers for chain 1, not BNB Smart Chain (56)',
      { network: 'bsc' },
    ),
  }),
];

const transfer = (
  overrides: Partial<ChainTransfer> & Pick<ChainTransfer, 'txHash'>,
): ChainTransfer => ({
  network: 'tron',
  explorerUrl: explorerUrl(overrides.network ?? 'tron', overrides.txHash),
  from: trcAddress,
  to: 'TXk7PpJm9fQ3dYkXhWv8sN2rLc5bGa4ZeU',
  amount: 100,
  at: '2026-03-10T08:14:00.000Z',
  blockNumber: 60_412_877,
  ...overrides,
});

/** Transfers to our deposit addresses that no order names, newest first. */
export const unmatchedTransfers: ChainTransfer[] = [
  transfer({ txHash: TRON_HASH }),
  transfer({
    network: 'bsc',
    txHash: BSC_HASH,
    from: ercAddress,
    to: '0x9b3E5c1A27d84F06b2c9E1d7A45f3B08c6D2e4F1',
    amount: 1000,
    at: '2026-03-09T21:47:00.000Z',
    blockNumber: 36_905_114,
  }),
  transfer({
    txHash: 'e5a09c3b7d21f486c0b9e3d5a7f1c2846b0d9e3a5c7f12b48d6e0a9c3b5f7d21',
    from: 'TGzz8gjYiYRqpfmDwnLxfgPuLVNmpCswVp',
    amount: 49.5,
    at: '2026-03-09T17:03:00.000Z',
    blockNumber: 60_398_240,
  }),
];
