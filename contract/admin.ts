import { z } from 'zod/mini';
import { staffLoginBody } from './operator';
import { endpoint } from './http';
import { page, pageQuery } from './pagination';
import { EMAIL_INVALID } from './labels';
import { isoDate, orderStatus, points, usdt, usdtInput } from './money';
import { treeNode } from './tree';
import { kycState } from './wallet';
import { chainCheck, chainTransfer, overrideReason, type ChainNetwork } from './chain';

/** Staff API of decisions §12: admin sessions only; every action writes an audit row. */

export { page, pageQuery };

export const adminLogin = endpoint({
  method: 'POST',
  path: '/api/admin/login',
  body: staffLoginBody,
  response: z.object({
    message: z.string(),
    token: z.string(),
    admin: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
    /** 'enrol': signed in with the password only; the console must enrol a second factor first. */
    twoFactor: z.optional(z.enum(['enrol'])),
  }),
});

const reason = z.object({
  reason: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(500)),
});

export const createOperator = endpoint({
  method: 'POST',
  path: '/api/admin/operators',
  body: z.object({
    name: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(120)),
    email: z.email(EMAIL_INVALID).check(z.maxLength(254)),
    password: z.string().check(z.minLength(8, 'must be at least 8 characters'), z.maxLength(128)),
  }),
  response: z.object({ _id: z.string() }),
});

export const creditOperator = endpoint({
  method: 'POST',
  path: '/api/admin/operators/:id/credit',
  body: z.object({ amount: usdtInput }),
  response: z.object({ message: z.string(), available_Balance: usdt }),
});
export const creditOperatorPath = (id: string) =>
  `/api/admin/operators/${encodeURIComponent(id)}/credit`;

export const adminOrder = z.object({
  _id: z.string(),
  order_no: z.string(),
  created_at: isoDate,
  decided_at: z.nullable(isoDate),
  member: z.object({ _id: z.string(), name: z.string(), mySponsorId: z.string() }),
  package_name: z.string(),
  price: usdt,
  status: orderStatus,
  channel: z.enum(['deposit', 'offline']),
  image_url: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  decided_by: z.nullable(z.string()),
  /** What the chain says of the payment's hash, beside the screenshot (decisions §13). */
  chain: z.optional(z.nullable(chainCheck)),
});
export type AdminOrder = z.infer<typeof adminOrder>;

export const listOrders = endpoint({
  method: 'GET',
  path: '/api/admin/orders',
  body: undefined,
  response: page(adminOrder),
});
export const listOrdersQuery = z.extend(pageQuery, { status: z.optional(orderStatus) });

export const approveOrder = endpoint({
  method: 'POST',
  path: '/api/admin/orders/:orderNo/approve',
  /** A reason is required to approve when the chain found a mismatch (an underpayment, say). */
  body: z.nullish(z.object({ reason: z.optional(overrideReason) })),
  response: z.object({ message: z.string(), order: adminOrder }),
});
export const rejectOrder = endpoint({
  method: 'POST',
  path: '/api/admin/orders/:orderNo/reject',
  body: reason,
  response: z.object({ message: z.string(), order: adminOrder }),
});
export const orderActionPath = (orderNo: string, action: 'approve' | 'reject') =>
  `/api/admin/orders/${encodeURIComponent(orderNo)}/${action}`;

const periodIdRequired =
  'is required: the id of the open period to close, as GET /api/admin/payouts shows it (open.id)';

/**
 * A close names the period it means to close (decisions §6: a close is idempotent): a repeat for a
 * period already closed answers that close's result and never closes the next one.
 */
export const closePayouts = endpoint({
  method: 'POST',
  path: '/api/admin/payouts/close',
  body: z.object(
    { periodId: z.number({ error: periodIdRequired }).check(z.int(), z.positive()) },
    { error: `periodId ${periodIdRequired}` },
  ),
  response: z.object({ week: isoDate, members: z.number().check(z.int()), total: usdt }),
});

export const closeScholarships = endpoint({
  method: 'POST',
  path: '/api/admin/scholarships/close',
  body: undefined,
  response: z.object({ month: isoDate, orders: z.number().check(z.int()), total: usdt }),
});

export const kycItem = z.object({
  _id: z.string(),
  member: z.object({ _id: z.string(), name: z.string(), mySponsorId: z.string() }),
  name: z.string(),
  telegramId: z.string(),
  walletAddress: z.string(),
  status: kycState,
  reason: z.nullable(z.string()),
  submitted_at: isoDate,
  decided_at: z.nullable(isoDate),
});
export type KycItem = z.infer<typeof kycItem>;

export const listKyc = endpoint({
  method: 'GET',
  path: '/api/admin/kyc',
  body: undefined,
  response: page(kycItem),
});
export const listKycQuery = z.extend(pageQuery, {
  status: z.optional(z.enum(['pending', 'verified', 'rejected'])),
});

export const verifyKyc = endpoint({
  method: 'POST',
  path: '/api/admin/kyc/:sponsorId/verify',
  body: undefined,
  response: z.object({ message: z.string() }),
});
export const rejectKyc = endpoint({
  method: 'POST',
  path: '/api/admin/kyc/:sponsorId/reject',
  body: reason,
  response: z.object({ message: z.string() }),
});
export const kycActionPath = (sponsorId: string, action: 'verify' | 'reject') =>
  `/api/admin/kyc/${encodeURIComponent(sponsorId)}/${action}`;

export const adminWithdrawal = z.object({
  _id: z.string(),
  order_no: z.string(),
  member: z.object({ _id: z.string(), name: z.string(), mySponsorId: z.string() }),
  amount: usdt,
  fee: usdt,
  walletAddress: z.string(),
  status: orderStatus,
  txHash: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  created_at: isoDate,
  decided_at: z.nullable(isoDate),
  /** The recorded payout's check on chain (decisions §13). */
  chain: z.optional(z.nullable(chainCheck)),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawal>;

export const listWithdrawals = endpoint({
  method: 'GET',
  path: '/api/admin/withdrawals',
  body: undefined,
  response: page(adminWithdrawal),
});
export const listWithdrawalsQuery = z.extend(pageQuery, { status: z.optional(orderStatus) });

/** A transaction hash as block explorers show it (TRON: 64 hex; EVM: 0x + 64 hex). */
export const txHash = z
  .string()
  .check(
    z.trim(),
    z.regex(/^(0x)?[0-9a-fA-F]{64}$/, 'must be a transaction hash (64 hex characters)'),
  );

export const approveWithdrawal = endpoint({
  method: 'POST',
  path: '/api/admin/withdrawals/:orderNo/approve',
  /**
   * Where the payout's network is checked on chain, a hash that does not match the withdrawal
   * (409 with the finding) needs `reason` to be recorded anyway.
   */
  body: z.object({ txHash, reason: z.optional(overrideReason) }),
  response: z.object({ message: z.string(), withdrawal: adminWithdrawal }),
});
export const rejectWithdrawal = endpoint({
  method: 'POST',
  path: '/api/admin/withdrawals/:orderNo/reject',
  body: reason,
  response: z.object({ message: z.string(), withdrawal: adminWithdrawal }),
});
export const withdrawalActionPath = (orderNo: string, action: 'approve' | 'reject') =>
  `/api/admin/withdrawals/${encodeURIComponent(orderNo)}/${action}`;

export const claimReward = endpoint({
  method: 'POST',
  path: '/api/admin/rewards/:sponsorId/:rankName/claim',
  body: undefined,
  response: z.object({ message: z.string() }),
});
export const claimRewardPath = (sponsorId: string, rankName: string) =>
  `/api/admin/rewards/${encodeURIComponent(sponsorId)}/${encodeURIComponent(rankName)}/claim`;

export const memberSummary = z.object({
  _id: z.string(),
  name: z.string(),
  mySponsorId: z.string(),
  mobileNumber: z.string(),
  email: z.string(),
  isActive: z.boolean(),
  blocked: z.boolean(),
  joinedAt: isoDate,
  personalPoints: points,
});
export type MemberSummary = z.infer<typeof memberSummary>;

export const searchMembers = endpoint({
  method: 'GET',
  path: '/api/admin/members',
  body: undefined,
  response: page(memberSummary),
});
export const searchMembersQuery = z.extend(pageQuery, {
  q: z.optional(z.string().check(z.trim(), z.maxLength(120))),
});

/* ---- The admin console's reads and actions (decisions §12) ---- */

export const memberRef = z.object({ _id: z.string(), name: z.string(), mySponsorId: z.string() });

export const adminDashboard = endpoint({
  method: 'GET',
  path: '/api/admin/dashboard',
  body: undefined,
  response: z.object({
    members: z.number().check(z.int()),
    activeMembers: z.number().check(z.int()),
    business: z.object({ period: usdt, month: usdt, allTime: usdt }),
    pending: z.object({
      deposits: z.number().check(z.int()),
      kyc: z.number().check(z.int()),
      withdrawals: z.number().check(z.int()),
    }),
    /** What closing the open period now would pay (net), and to how many members. */
    projected: z.object({ members: z.number().check(z.int()), payout: usdt }),
    /** Approved business and paid payouts per week, oldest first (up to 12). */
    weeks: z.array(z.object({ week: isoDate, business: usdt, payouts: usdt })),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboard.response>;

export const operatorSummary = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  blocked: z.boolean(),
  float: usdt,
  credited: usdt,
  approvedOrders: z.number().check(z.int()),
  business: usdt,
  createdAt: isoDate,
  /** Signs in with an authenticator code (an admin can reset it). */
  twoFactor: z.boolean(),
});
export type OperatorSummary = z.infer<typeof operatorSummary>;

export const listOperators = endpoint({
  method: 'GET',
  path: '/api/admin/operators',
  body: undefined,
  response: page(operatorSummary),
});

export const floatEntry = z.object({
  _id: z.string(),
  date: isoDate,
  amount: usdt,
  ref: z.string(),
  kind: z.string(),
});
export const operatorFloat = endpoint({
  method: 'GET',
  path: '/api/admin/operators/:id/float',
  body: undefined,
  response: page(floatEntry),
});
export const operatorOrders = endpoint({
  method: 'GET',
  path: '/api/admin/operators/:id/orders',
  body: undefined,
  response: page(adminOrder),
});
export const operatorPath = (id: string, what: 'float' | 'orders') =>
  `/api/admin/operators/${encodeURIComponent(id)}/${what}`;

/** One member's settlement in a close (or in the preview of the open period). */
export const settlement = z.object({
  member: memberRef,
  carriedLeft: points,
  carriedRight: points,
  periodLeft: points,
  periodRight: points,
  matched: points,
  directBonus: usdt,
  teamBonus: usdt,
  capApplied: z.boolean(),
  tds: usdt,
  payout: usdt,
});
export type Settlement = z.infer<typeof settlement>;

export const payoutPreview = endpoint({
  method: 'GET',
  path: '/api/admin/payouts/preview',
  body: undefined,
  response: z.extend(page(settlement), {
    period: z.object({ id: z.number().check(z.int()), startedAt: isoDate }),
    totals: z.object({ members: z.number().check(z.int()), gross: usdt, tds: usdt, payout: usdt }),
  }),
});

export const closedPeriod = z.object({
  _id: z.string(),
  startedAt: isoDate,
  week: isoDate,
  members: z.number().check(z.int()),
  total: usdt,
  tds: usdt,
  /** Who closed it: the admin's name, or `system`. */
  closedBy: z.string(),
});
export type ClosedPeriod = z.infer<typeof closedPeriod>;

export const listPayouts = endpoint({
  method: 'GET',
  path: '/api/admin/payouts',
  body: undefined,
  /** `open` is the period a close would close now: the `periodId` a close names. */
  response: z.extend(page(closedPeriod), {
    open: z.object({ id: z.number().check(z.int()), startedAt: isoDate }),
  }),
});

export const payoutDetail = endpoint({
  method: 'GET',
  path: '/api/admin/payouts/:periodId',
  body: undefined,
  response: page(settlement),
});
export const payoutDetailPath = (periodId: string) =>
  `/api/admin/payouts/${encodeURIComponent(periodId)}`;

export const scholarshipRun = z.object({
  month: isoDate,
  ranAt: isoDate,
  orders: z.number().check(z.int()),
  total: usdt,
  /** Who ran it: the admin's name, or `system`. */
  ranBy: z.string(),
});
export const listScholarships = endpoint({
  method: 'GET',
  path: '/api/admin/scholarships',
  body: undefined,
  response: page(scholarshipRun),
});

export const scholarshipPayment = z.object({
  _id: z.string(),
  member: memberRef,
  order_no: z.string(),
  package_name: z.string(),
  amount: usdt,
});
export const scholarshipDetail = endpoint({
  method: 'GET',
  path: '/api/admin/scholarships/:month',
  body: undefined,
  response: page(scholarshipPayment),
});
/** `month` as YYYY-MM. */
export const scholarshipDetailPath = (month: string) =>
  `/api/admin/scholarships/${encodeURIComponent(month)}`;

export const rankReward = z.object({
  member: memberRef,
  rank: z.number().check(z.int()),
  rankName: z.string(),
  reward: z.string(),
  status: z.enum(['unclaimed', 'Claimed']),
  achievedAt: isoDate,
  claimedAt: z.nullable(isoDate),
});
export type RankReward = z.infer<typeof rankReward>;

export const listRewards = endpoint({
  method: 'GET',
  path: '/api/admin/rewards',
  body: undefined,
  response: page(rankReward),
});
export const listRewardsQuery = z.extend(pageQuery, {
  status: z.optional(z.enum(['unclaimed', 'Claimed'])),
});

export const memberDetail = endpoint({
  method: 'GET',
  path: '/api/admin/members/:sponsorId',
  body: undefined,
  response: z.object({
    profile: memberSummary,
    sponsor: z.nullable(memberRef),
    placement: z.nullable(z.object({ parent: memberRef, position: z.enum(['left', 'right']) })),
    currentPackage: z.string(),
    points: z.object({
      personal: points,
      direct: z.object({ left: points, right: points }),
      team: z.object({ left: points, right: points }),
      week: z.object({ left: points, right: points }),
      carried: z.object({ left: points, right: points }),
      legMembers: z.object({ left: z.number().check(z.int()), right: z.number().check(z.int()) }),
    }),
    wallet: usdt,
    held: usdt,
    totalPayout: usdt,
    kyc: z.nullable(kycItem),
    /** Withdrawals are locked after too many wrong unique keys until the key is reset. */
    withdrawalsLocked: z.boolean(),
    /** Signs in with an authenticator code (an admin can reset it). */
    twoFactor: z.boolean(),
  }),
});
export type MemberDetail = z.infer<typeof memberDetail.response>;
export const memberDetailPath = (
  sponsorId: string,
  what?: 'orders' | 'statement' | 'withdrawals' | 'tree',
) => `/api/admin/members/${encodeURIComponent(sponsorId)}${what ? `/${what}` : ''}`;

export const memberOrders = endpoint({
  method: 'GET',
  path: '/api/admin/members/:sponsorId/orders',
  body: undefined,
  response: page(adminOrder),
});

export const statementLine = z.object({
  _id: z.string(),
  date: isoDate,
  account: z.enum(['wallet', 'hold']),
  kind: z.string(),
  ref: z.string(),
  amount: usdt,
});
export const memberStatement = endpoint({
  method: 'GET',
  path: '/api/admin/members/:sponsorId/statement',
  body: undefined,
  response: page(statementLine),
});

export const memberWithdrawals = endpoint({
  method: 'GET',
  path: '/api/admin/members/:sponsorId/withdrawals',
  body: undefined,
  response: page(adminWithdrawal),
});

export const memberTree = endpoint({
  method: 'GET',
  path: '/api/admin/members/:sponsorId/tree',
  body: undefined,
  /** The member's genealogy shape, rooted at the member (admins may view anyone's). */
  response: treeNode,
});

export const resetUniqueKey = endpoint({
  method: 'POST',
  path: '/api/admin/members/:sponsorId/reset-key',
  body: undefined,
  /** The new key, shown once to this admin. */
  response: z.object({ message: z.string(), uniqueKey: z.string() }),
});

export const blockMember = endpoint({
  method: 'POST',
  path: '/api/admin/members/:sponsorId/block',
  body: z.object({ blocked: z.boolean() }),
  response: z.object({ message: z.string(), blocked: z.boolean() }),
});

export const inquiry = z.object({
  _id: z.string(),
  name: z.string(),
  phoneNo: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: isoDate,
  readAt: z.nullable(isoDate),
});
export type Inquiry = z.infer<typeof inquiry>;

export const listInquiries = endpoint({
  method: 'GET',
  path: '/api/admin/inquiries',
  body: undefined,
  response: page(inquiry),
});
export const listInquiriesQuery = z.extend(pageQuery, {
  unread: z.optional(z.enum(['true', 'false'])),
});

export const markInquiry = endpoint({
  method: 'POST',
  path: '/api/admin/inquiries/:id/read',
  body: z.object({ read: z.boolean() }),
  response: z.object({ message: z.string(), inquiry }),
});
export const markInquiryPath = (id: string) =>
  `/api/admin/inquiries/${encodeURIComponent(id)}/read`;

/** A staff action (audit log) or a money movement (ledger transfer), newest first. */
export const auditEvent = z.object({
  type: z.enum(['action', 'money']),
  _id: z.string(),
  at: isoDate,
  /** `admin:3`, `operator:7`, `member:42` or `system`, with the name when known. */
  actor: z.string(),
  actorName: z.nullable(z.string()),
  /** An action (`order.approve`) or a transfer kind (`withdrawal_paid`). */
  action: z.string(),
  /** What it was about: an order or withdrawal number, a member, a period; a transfer's ref. */
  subject: z.string(),
  /** Money moved by a transfer (the sum of its credits), USDT. */
  amount: z.nullable(usdt),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEvent = z.infer<typeof auditEvent>;

export const listAudit = endpoint({
  method: 'GET',
  path: '/api/admin/audit',
  body: undefined,
  response: page(auditEvent),
});
export const listAuditQuery = z.extend(pageQuery, {
  type: z.optional(z.enum(['action', 'money'])),
  /** Exact action or transfer kind. */
  action: z.optional(z.string().check(z.maxLength(60))),
  /** Exact actor label, e.g. `admin:3`. */
  actor: z.optional(z.string().check(z.maxLength(60))),
  /** Subject prefix, e.g. `ORD-0001` or `member:42`. */
  subject: z.optional(z.string().check(z.maxLength(100))),
  from: z.optional(z.iso.datetime({ offset: true })),
  to: z.optional(z.iso.datetime({ offset: true })),
});

/** CSV of paid (approved) withdrawals, for the bookkeeping of payouts sent. */
export const PAID_WITHDRAWALS_CSV_PATH = '/api/admin/withdrawals.csv';

/** Transfers to our deposit addresses that no order names, read from the chain (decisions §13). */
export const listChainTransfers = endpoint({
  method: 'GET',
  path: '/api/admin/chain/transfers',
  body: undefined,
  response: page(chainTransfer),
});

/** Names the order a transfer paid for: the order then gets that hash and is checked on chain. */
export const assignChainTransfer = endpoint({
  method: 'POST',
  path: '/api/admin/chain/transfers/:network/:txHash/assign',
  body: z.object({
    orderNo: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(32)),
  }),
  response: z.object({ message: z.string(), order: adminOrder }),
});
export const assignChainTransferPath = (network: ChainNetwork, hash: string) =>
  `/api/admin/chain/transfers/${network}/${encodeURIComponent(hash)}/assign`;
