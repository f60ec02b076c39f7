import { z } from 'zod/mini';
import { isoDate, usdt } from './money';

/** The networks USDT deposits and payouts are verified on (decisions §13). */
export const chainNetwork = z.enum(['tron', 'bsc']);
export type ChainNetwork = z.infer<typeof chainNetwork>;

export const NETWORK_LABELS: Record<ChainNetwork, string> = {
  tron: 'USDT TRC-20 (Tron)',
  bsc: 'USDT BEP-20 (BNB Smart Chain)',
};

/** A transaction hash as each network's explorer shows it: Tron without 0x, BSC with it. */
const HASH_FORMATS: Record<ChainNetwork, { pattern: RegExp; message: string }> = {
  tron: {
    pattern: /^[0-9a-fA-F]{64}$/,
    message: 'must be a Tron transaction hash (64 hex characters)',
  },
  bsc: {
    pattern: /^0x[0-9a-fA-F]{64}$/,
    message: 'must be a BNB Smart Chain transaction hash (0x and 64 hex characters)',
  },
};

/** Why a hash is not one of the network's, or null when it is. */
export function txHashProblem(network: ChainNetwork, hash: string): string | null {
  const format = HASH_FORMATS[network];
  return format.pattern.test(hash.trim()) ? null : format.message;
}

/** The hash as it is stored and compared: trimmed, lower case. */
export const normalTxHash = (hash: string) => hash.trim().toLowerCase();

export const explorerUrl = (network: ChainNetwork, hash: string) =>
  network === 'tron'
    ? `https://tronscan.org/#/transaction/${normalTxHash(hash)}`
    : `https://bscscan.com/tx/${normalTxHash(hash)}`;

/**
 * Where a payment stands on chain: `verified` (every check passed), `waiting` (not found or not
 * deep enough yet; re-checked), `mismatch` (found, but it is not the payment asked for),
 * `unreachable` (the node did not answer usably; re-checked), `expired` (never confirmed in time).
 */
export const chainState = z.enum(['verified', 'waiting', 'mismatch', 'unreachable', 'expired']);
export type ChainState = z.infer<typeof chainState>;

export const chainCheck = z.object({
  network: chainNetwork,
  txHash: z.string(),
  explorerUrl: z.string(),
  state: chainState,
  /** The chain's finding in words, as staff read it: "paid 99.00 of 100.00", "not yet confirmed: 3 of 20". */
  finding: z.string(),
  /** What the member reads: "verified on chain", "waiting for 3 more confirmations". */
  note: z.string(),
  checkedAt: z.nullable(isoDate),
});
export type ChainCheck = z.infer<typeof chainCheck>;

/** A network the deposit form offers: configured with an API and the company's address. */
export const depositNetwork = z.object({
  network: chainNetwork,
  label: z.string(),
  address: z.string(),
  confirmations: z.number().check(z.int()),
});
export type DepositNetwork = z.infer<typeof depositNetwork>;

/** A USDT transfer read from the chain to one of our addresses that no order names. */
export const chainTransfer = z.object({
  network: chainNetwork,
  txHash: z.string(),
  explorerUrl: z.string(),
  from: z.string(),
  to: z.string(),
  amount: usdt,
  at: isoDate,
  blockNumber: z.number().check(z.int()),
});
export type ChainTransfer = z.infer<typeof chainTransfer>;

/** Staff's word for going on although the chain disagrees (underpayment, payout mismatch). */
export const overrideReason = z
  .string()
  .check(z.trim(), z.minLength(3, 'must say why (at least 3 characters)'), z.maxLength(500));
