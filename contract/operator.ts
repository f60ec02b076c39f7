import { z } from 'zod';
import { optionalCode } from './auth';
import { endpoint } from './http';
import { EMAIL_INVALID } from './labels';
import { isoDate, usdt } from './money';

export const staffLoginBody = z.object({
  email: z.email(EMAIL_INVALID).max(254),
  password: z.string().min(1, 'is required').max(128),
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
  totalUsers: z.number().int(),
  totalActiveUsers: z.number().int(),
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

export const walletHistoryEntry = z.object({
  _id: z.string(),
  /** `YYYY-MM-DD` (UTC), for the original client, which prints it raw (decisions §15). */
  date: z.string(),
  /** The full timestamp of the credit: what our own screens read. */
  creditedAt: isoDate,
  amount: usdt,
});
export type WalletHistoryEntry = z.infer<typeof walletHistoryEntry>;

export const topupWalletHistory = endpoint({
  method: 'GET',
  path: '/topup/wallet-history',
  body: undefined,
  response: z.object({ walletHistory: z.array(walletHistoryEntry) }),
});
