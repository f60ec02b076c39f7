import type { MemberStatus } from '../../../contract/dashboard';
import { packageById } from '../catalogue/catalogue';
import { chainCheckOf } from '../chain/views';
import { toUsdt } from '../../shared/money';
import { isoOf, textOrNull, type Row } from '../../shared/paging';

/** The `status` column of `memberStatusColumn`, as the database's JSON parser hands it over. */
export type StatusRow = {
  deposits: { pending: Row[] | null; rejected: Row[] | null };
  withdrawals: { pending: Row[] | null; on_hold: string | number; paid: string | number };
  kyc: {
    status: MemberStatus['kyc']['status'];
    reason: string | null;
    wallet_address: string;
  } | null;
};

const packageNameOf = (r: Row) => packageById(Number(r['package_id'])).name;
const usdtOf = (value: unknown) => toUsdt(Number(value));

export function memberStatusOf(s: StatusRow): MemberStatus {
  return {
    deposits: {
      pending: (s.deposits.pending ?? []).map((r) => ({
        order_no: String(r['order_no']),
        package_name: packageNameOf(r),
        price: usdtOf(r['price_micro']),
        created_at: isoOf(r['created_at']),
        chain: chainCheckOf(r),
      })),
      rejected: (s.deposits.rejected ?? []).map((r) => ({
        order_no: String(r['order_no']),
        package_name: packageNameOf(r),
        price: usdtOf(r['price_micro']),
        decided_at: isoOf(r['decided_at']),
        reason: textOrNull(r['reason']),
      })),
    },
    withdrawals: {
      pending: (s.withdrawals.pending ?? []).map((r) => ({
        order_no: String(r['order_no']),
        amount: usdtOf(r['amount']),
        created_at: isoOf(r['created_at']),
      })),
      onHold: usdtOf(s.withdrawals.on_hold),
      paid: usdtOf(s.withdrawals.paid),
    },
    kyc: s.kyc
      ? { status: s.kyc.status, reason: s.kyc.reason, walletAddress: s.kyc.wallet_address }
      : { status: 'not_submitted', reason: null, walletAddress: null },
  };
}
