import { z } from 'zod/mini';
import { sponsorCode } from './auth';
import { weeklyEarning } from './earnings';
import { endpoint } from './http';
import { chainCheck } from './chain';
import { isoDate, leftRight, points, usdt } from './money';
import { kycState } from './wallet';

/** A deposit waiting for its approval (decisions §8, §13). */
export const waitingDeposit = z.object({
  order_no: z.string(),
  package_name: z.string(),
  price: usdt,
  created_at: isoDate,
  /** The payment's check on chain, when the member gave a transaction hash; else staff check the screenshot. */
  chain: z.nullable(chainCheck),
});
export type WaitingDeposit = z.infer<typeof waitingDeposit>;

/** A deposit an admin rejected since the member's last approved one, with the admin's reason. */
export const rejectedDeposit = z.object({
  order_no: z.string(),
  package_name: z.string(),
  price: usdt,
  decided_at: isoDate,
  reason: z.nullable(z.string()),
});
export type RejectedDeposit = z.infer<typeof rejectedDeposit>;

/** A withdrawal held from the balance until an admin pays or cancels it (decisions §7). */
export const pendingWithdrawal = z.object({
  order_no: z.string(),
  amount: usdt,
  created_at: isoDate,
});
export type PendingWithdrawal = z.infer<typeof pendingWithdrawal>;

/** What is waiting on someone else, and what was refused, so the member knows the next step. */
export const memberStatus = z.object({
  deposits: z.object({ pending: z.array(waitingDeposit), rejected: z.array(rejectedDeposit) }),
  withdrawals: z.object({
    pending: z.array(pendingWithdrawal),
    /** Held for pending withdrawals, USDT. */
    onHold: usdt,
    /** Sum of the approved (paid) withdrawals, USDT. */
    paid: usdt,
  }),
  /** The latest wallet details: their state, the admin's reason when rejected, the address sent. */
  kyc: z.object({
    status: kycState,
    reason: z.nullable(z.string()),
    walletAddress: z.nullable(z.string()),
  }),
});
export type MemberStatus = z.infer<typeof memberStatus>;

/** `POST /dashboard/user-dashboard` (spec §3, decisions §5-§6). */
export const memberDashboard = z.object({
  userDetails: z.object({
    _id: z.string(),
    name: z.string(),
    mySponsorId: z.string(),
    isActive: z.boolean(),
    leftRefferalLink: z.string(),
    rightRefferalLink: z.string(),
    /** The latest approved education package, or "None" (spelled as the original API). */
    subcription: z.string(),
    /** The highest rank reached, or null. */
    rank: z.nullable(z.string()),
  }),
  walletDetails: z.object({
    walletBalance: usdt,
    personalPoints: points,
    /** All-time direct points per side of the member's tree. */
    directPoints: leftRight,
    /** Team points of the open period per leg. */
    currentWeekPoints: leftRight,
    weeklyEarnings: z.array(weeklyEarning),
  }),
  /** The open period's accrued direct bonus, USDT. */
  currentDirectPoints: usdt,
  /** The open period's projected team bonus after the cap, USDT. */
  currentTeamPoints: usdt,
  /** Sum of all weekly payout amounts ("Total Balance"). */
  totalPayout: usdt,
  /** All-time team points per leg, and what is carried into the open period. */
  teamPoints: leftRight,
  carried: leftRight,
  minimumWithdrawal: usdt,
  status: memberStatus,
});
export type MemberDashboard = z.infer<typeof memberDashboard>;

export const userDashboard = endpoint({
  method: 'POST',
  path: '/dashboard/user-dashboard',
  body: z.object({ sponsorId: sponsorCode }),
  response: memberDashboard,
});
