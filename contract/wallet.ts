import { z } from 'zod/mini';
import { optionalCode, sponsorCode } from './auth';
import { endpoint } from './http';
import { isoDate, orderStatus, usdt, usdtInput } from './money';
import { chainCheck } from './chain';

const memberRef = z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(32));

/** A USDT (TRC-20 or ERC-20/BEP-20) address: what a person may paste, checked loosely. */
export const walletAddress = z
  .string()
  .check(
    z.trim(),
    z.regex(
      /^(T[1-9A-HJ-NP-Za-km-z]{33}|0x[0-9a-fA-F]{40})$/,
      'must be a TRC-20 or ERC-20 address',
    ),
  );

export const submitWalletDetails = endpoint({
  method: 'POST',
  path: '/wallet/walletdetails/',
  body: z.object({
    userId: memberRef,
    name: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(120)),
    telegramId: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(64)),
    Walletaddress: walletAddress,
    /** Asked when the member has a second factor. */
    code: optionalCode,
  }),
  response: z.object({ message: z.string() }),
});

export const kycState = z.enum(['not_submitted', 'pending', 'verified', 'rejected']);
export type KycState = z.infer<typeof kycState>;

export const walletStatusPath = (sponsorId: string) =>
  `/wallet/wallet-status/${encodeURIComponent(sponsorId)}`;

export const walletStatus = endpoint({
  method: 'GET',
  path: '/wallet/wallet-status/:sponsorId',
  body: undefined,
  response: z.object({
    walletStatus: kycState,
    reason: z.nullable(z.string()),
    /**
     * The latest details sent, null before any: the address under review while pending, and what a
     * Resubmit starts from after a rejection.
     */
    submission: z.nullable(
      z.object({ name: z.string(), telegramId: z.string(), walletAddress: z.string() }),
    ),
  }),
});

export const getWalletAddress = endpoint({
  method: 'POST',
  path: '/user/get-wallet-address',
  body: z.object({ userId: memberRef }),
  response: z.object({ walletAddress: z.nullable(z.string()) }),
});

export const withdrawalOrder = z.object({
  _id: z.string(),
  order_details: z.object({
    order_no: z.string(),
    withdrawal_amount: usdt,
    withdrawal_order_date: isoDate,
  }),
  status: orderStatus,
  walletAddress: z.string(),
  txHash: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  /** The payout's check on chain, when its network is configured (decisions §13). */
  chain: z.optional(z.nullable(chainCheck)),
});
export type WithdrawalOrder = z.infer<typeof withdrawalOrder>;

export const withdrawalRequest = endpoint({
  method: 'POST',
  path: '/user/withdrawal-request',
  body: z.object({
    sponsorId: sponsorCode,
    amount: usdtInput,
    password: z.string().check(z.minLength(1, 'is required'), z.maxLength(128)),
    uniqueKey: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(64)),
    /** Asked when the member has a second factor. */
    code: optionalCode,
  }),
  response: z.object({ message: z.string(), order: withdrawalOrder }),
});

/**
 * A scholarship withdrawal as the original client lists it (decisions §15). It is a withdrawal
 * like any other (same rules, same queue for staff); `walletAddress`, `txHash` and `reason` are
 * extra.
 */
export const scholarshipOrder = z.object({
  _id: z.string(),
  user_details: z.object({ user_mySponsor_id: z.string(), user_name: z.string() }),
  order_details: z.object({
    order_no: z.string(),
    scholarship_order_date: isoDate,
    scholarship_amount: usdt,
  }),
  status: orderStatus,
  walletAddress: z.string(),
  txHash: z.nullable(z.string()),
  reason: z.nullable(z.string()),
});
export type ScholarshipOrder = z.infer<typeof scholarshipOrder>;

/** The original client's scholarship withdrawal: every rule of `/user/withdrawal-request`. */
export const createScholarshipOrder = endpoint({
  method: 'POST',
  path: '/user/create-scholarship-order',
  body: withdrawalRequest.body,
  response: z.object({ message: z.string(), scholarshipOrder }),
});

/**
 * The original client's list of its scholarship withdrawals. Despite the `/admin` path it is a
 * member call: the member's own orders only (decisions §15).
 */
export const getScholarshipOrders = endpoint({
  method: 'POST',
  path: '/admin/get-scholarship-orders',
  body: z.object({ sponsorId: sponsorCode }),
  response: z.object({
    message: z.string(),
    count: z.number().check(z.int()),
    orders: z.array(scholarshipOrder),
  }),
});

export const walletOrders = endpoint({
  method: 'POST',
  path: '/user/get-walletorders-byid',
  body: z.object({ sponsorId: sponsorCode }),
  response: z.object({ withdrawalOrders: z.array(withdrawalOrder) }),
});

/** The welcome letter's facts (`/userdashboard/welcome`). */
export const welcomeLetter = endpoint({
  method: 'GET',
  path: '/api/member/welcome',
  body: undefined,
  response: z.object({
    name: z.string(),
    mySponsorId: z.string(),
    joinedAt: isoDate,
    sponsor: z.nullable(z.object({ name: z.string(), mySponsorId: z.string() })),
    placement: z.nullable(
      z.object({
        parentName: z.string(),
        parentSponsorId: z.string(),
        position: z.enum(['left', 'right']),
      }),
    ),
  }),
});

export const WELCOME_PDF_PATH = '/api/member/welcome.pdf';
