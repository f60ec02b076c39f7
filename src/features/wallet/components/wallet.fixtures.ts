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
