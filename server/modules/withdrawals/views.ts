import type { AdminWithdrawal } from '../../../contract/admin';
import type { ScholarshipOrder, WithdrawalOrder } from '../../../contract/wallet';
import { toUsdt } from '../../shared/money';
import { isoOf, isoOrNull, textOrNull, type Row } from '../../shared/paging';
import { memberRefOf } from '../members/views';
import { chainCheckOf } from '../chain/views';
import type { WithdrawalRow } from './service';

export function adminWithdrawalOf(r: Row): AdminWithdrawal {
  return {
    _id: String(r['id']),
    order_no: String(r['order_no']),
    member: memberRefOf(r),
    amount: toUsdt(r['amount'] as number),
    fee: toUsdt(r['fee'] as number),
    walletAddress: String(r['wallet_address']),
    status: r['status'] as AdminWithdrawal['status'],
    txHash: textOrNull(r['tx_hash']),
    reason: textOrNull(r['reason']),
    created_at: isoOf(r['created_at']),
    decided_at: isoOrNull(r['decided_at']),
    chain: chainCheckOf(r),
  };
}

/** A withdrawal as the member's wallet history reads it. */
export const withdrawalOrderOf = (w: WithdrawalRow): WithdrawalOrder => ({
  _id: String(w.id),
  order_details: {
    order_no: w.order_no,
    withdrawal_amount: toUsdt(w.amount),
    withdrawal_order_date: new Date(w.created_at).toISOString(),
  },
  status: w.status,
  walletAddress: w.wallet_address,
  txHash: w.tx_hash,
  reason: w.reason,
  chain: chainCheckOf(w),
});

/** A withdrawal as the original client's scholarship list reads it (decisions §15). */
export const scholarshipOrderOf =
  (member: { name: string; sponsorCode: string }) =>
  (w: WithdrawalRow): ScholarshipOrder => ({
    _id: String(w.id),
    user_details: { user_mySponsor_id: member.sponsorCode, user_name: member.name },
    order_details: {
      order_no: w.order_no,
      scholarship_order_date: new Date(w.created_at).toISOString(),
      scholarship_amount: toUsdt(w.amount),
    },
    status: w.status,
    walletAddress: w.wallet_address,
    txHash: w.tx_hash,
    reason: w.reason,
  });

export const requestedMessage = (w: WithdrawalRow) =>
  `Your withdrawal of ${toUsdt(w.amount).toFixed(2)} USDT is requested and will be paid after review`;
