import { explorerUrl, type ChainCheck, type ChainNetwork, type ChainState } from '@contract/chain';
import type { WithdrawalOrder } from '@contract/wallet';

export const member = { _id: '7', name: 'Ravi Kumar', mySponsorId: 'LT4821937' };

export const trcAddress = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
export const ercAddress = '0x8Ba1f109551bD432803012645Ac136ddd64DBA72';

export const walletDetails = {
  userId: 'LT4821937',
  name: 'Ravi Kumar',
  telegramId: '@ravi_trades',
  Walletaddress: trcAddress,
};

const txHash = '9f2c4e1ab7d35c08e6f14b2a90d7c3e5f8a1b6d4c2e09f7a3b5d8c1e4f6a2b90';

export const withdrawals: WithdrawalOrder[] = [
  {
    _id: 'w3',
    order_details: {
      order_no: 'WD-000031',
      withdrawal_amount: 40,
      withdrawal_order_date: '2026-03-02T09:15:00.000Z',
    },
    status: 'pending',
    walletAddress: trcAddress,
    txHash: null,
    reason: null,
  },
  {
    _id: 'w2',
    order_details: {
      order_no: 'WD-000024',
      withdrawal_amount: 125.5,
      withdrawal_order_date: '2026-02-16T14:02:00.000Z',
    },
    status: 'approved',
    walletAddress: trcAddress,
    txHash,
    reason: null,
  },
  {
    _id: 'w1',
    order_details: {
      order_no: 'WD-000017',
      withdrawal_amount: 10,
      withdrawal_order_date: '2026-01-28T08:40:00.000Z',
    },
    status: 'canceled',
    walletAddress: trcAddress,
    txHash: null,
    reason: 'Address mismatch',
  },
];

export const longWithdrawals: WithdrawalOrder[] = [
  {
    _id: 'l2',
    order_details: {
      order_no: 'WD-001204567',
      withdrawal_amount: 1_234_567.891,
      withdrawal_order_date: '2025-12-31T23:30:00.000Z',
    },
    status: 'approved',
    walletAddress: ercAddress,
    txHash: `0x${txHash}`,
    reason: null,
  },
  {
    _id: 'l1',
    order_details: {
      order_no: 'WD-001204566',
      withdrawal_amount: 999_999.99,
      withdrawal_order_date: '2025-12-30T10:00:00.000Z',
    },
    status: 'canceled',
    walletAddress: ercAddress,
    txHash: null,
    reason:
      'The destination wallet was flagged by the exchange compliance team; the held amount has been returned to your E-Wallet balance. Please submit a different address.',
  },
];

const bscTxHash = '0x4be1c3f07a9d2e58b6c1f0a3d7e94b2c85f1a6d3e0b7c9f2a4d6e8b1c3f5a7d9';

/** A payout's check on chain with the member's note, as the server writes it. */
function payoutCheck(
  network: ChainNetwork,
  hash: string,
  state: ChainState,
  note: string,
): ChainCheck {
  return {
    network,
    txHash: hash,
    explorerUrl: explorerUrl(network, hash),
    state,
    finding: note,
    note,
    checkedAt: '2026-03-09T12:00:00.000Z',
  };
}

const paid = (
  n: number,
  date: string,
  amount: number,
  hash: string,
  chain: ChainCheck | null,
): WithdrawalOrder => ({
  _id: `c${n}`,
  order_details: {
    order_no: `WD-0000${n}`,
    withdrawal_amount: amount,
    withdrawal_order_date: date,
  },
  status: 'approved',
  walletAddress: hash.startsWith('0x') ? ercAddress : trcAddress,
  txHash: hash,
  reason: null,
  chain,
});

/** Payouts checked on chain, and older ones with only their hash (linked, or plain when unknown). */
export const chainWithdrawals: WithdrawalOrder[] = [
  paid(
    45,
    '2026-03-09T10:00:00.000Z',
    60,
    txHash,
    payoutCheck('tron', txHash, 'verified', 'verified on chain'),
  ),
  paid(
    44,
    '2026-03-08T10:00:00.000Z',
    35.5,
    bscTxHash,
    payoutCheck('bsc', bscTxHash, 'waiting', 'waiting for 17 more confirmations'),
  ),
  paid(
    43,
    '2026-03-07T10:00:00.000Z',
    20,
    txHash,
    payoutCheck(
      'tron',
      txHash,
      'unreachable',
      'the chain could not be reached; we will check again shortly',
    ),
  ),
  paid(42, '2026-02-20T10:00:00.000Z', 15, bscTxHash, null),
  paid(41, '2026-02-10T10:00:00.000Z', 12, 'BANK-REF-2026-0210', null),
];

/** A withdrawal order as the server answers a new request. */
export const newWithdrawal: WithdrawalOrder = {
  _id: 'w4',
  order_details: {
    order_no: 'WD-000038',
    withdrawal_amount: 25.5,
    withdrawal_order_date: '2026-03-09T11:00:00.000Z',
  },
  status: 'pending',
  walletAddress: trcAddress,
  txHash: null,
  reason: null,
};

/** Blurs the focused element and rests the pointer, so the screenshot shows no focus ring. */
export function restFocus() {
  (document.activeElement as HTMLElement | null)?.blur();
}
