import { z } from 'zod/mini';
import { optionalCode } from './auth';
import { chainCheck } from './chain';
import { endpoint } from './http';
import { EMAIL_INVALID } from './labels';
import { isoDate, usdt } from './money';

export const staffLoginBody = z.object({
  email: z.email(EMAIL_INVALID).check(z.maxLength(254)),
  password: z.string().check(z.minLength(1, 'is required'), z.maxLength(128)),
  /** Required once the account has a second factor (always for admins). */
  code: optionalCode,
});

export const topupLogin = endpoint({
  method: 'POST',
  path: '/topup/login',
  body: staffLoginBody,
  response: z.object({
    message: z.string(),
    token: z.string(),
    operator: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  }),
});

/** Operator stats of spec §3, defined by decisions §8. */
export const topupStats = z.object({
  monthlyBusiness: usdt,
  allBusiness: usdt,
  totalUsers: z.number().check(z.int()),
  totalActiveUsers: z.number().check(z.int()),
  available_Balance: usdt,
  total_Balance: usdt,
});
export type TopupStats = z.infer<typeof topupStats>;

export const topupDashboard = endpoint({
  method: 'GET',
  path: '/dashboard/topup-dashboard',
  body: undefined,
  response: topupStats,
});

/** What moved the float: an admin's funding, or an offline sale paid from it (decisions §8). */
export const floatMovement = z.enum(['credit', 'sale']);
export type FloatMovement = z.infer<typeof floatMovement>;

/** One entry of the operator float's ledger account, as the wallet history lists it. */
export const walletHistoryEntry = z.object({
  _id: z.string(),
  /** `YYYY-MM-DD` (UTC), for the original client, which prints it raw (decisions §15). */
  date: z.string(),
  /** The full timestamp of the movement: what our own screens read. */
  at: isoDate,
  /** Signed: a credit adds to the float, a sale takes its price out (negative). */
  amount: usdt,
  kind: floatMovement,
  /** The float after this entry: the sum of every entry up to it (the newest row's is the float). */
  balance: usdt,
  /** A sale's order, member and package; null for a credit. */
  order: z.nullable(
    z.object({
      order_no: z.string(),
      package_name: z.string(),
      member: z.object({ mySponsorId: z.string(), name: z.string() }),
    }),
  ),
});
export type WalletHistoryEntry = z.infer<typeof walletHistoryEntry>;

export const topupWalletHistory = endpoint({
  method: 'GET',
  path: '/topup/wallet-history',
  body: undefined,
  response: z.object({ walletHistory: z.array(walletHistoryEntry) }),
});

/**
 * A member's pending deposit an operator may approve from billing: the chain found nothing wrong
 * with it (decisions §13: a mismatch is left to an admin).
 */
export const pendingDeposit = z.object({
  _id: z.string(),
  order_no: z.string(),
  created_at: isoDate,
  member: z.object({ mySponsorId: z.string(), name: z.string() }),
  package_name: z.string(),
  price: usdt,
  image_url: z.nullable(z.string()),
  chain: z.nullable(chainCheck),
});
export type PendingDeposit = z.infer<typeof pendingDeposit>;

export const pendingDeposits = endpoint({
  method: 'GET',
  path: '/api/operator/deposits',
  body: undefined,
  response: z.object({ items: z.array(pendingDeposit), nextCursor: z.nullable(z.string()) }),
});
