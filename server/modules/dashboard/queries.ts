import { sql, type SQL } from 'drizzle-orm';
import { CHAIN_COLUMNS, chainJoin } from '../chain/views';

/** Rejected deposits the dashboard lists at most, newest first. */
export const REJECTED_DEPOSITS_SHOWN = 3;
/** Pending withdrawals the dashboard lists at most, newest first (the sum counts them all). */
export const PENDING_WITHDRAWALS_SHOWN = 5;

/**
 * One column, `status`, of what waits on staff or the chain for the member `memberId` names, for
 * `memberStatusOf`: pending deposits with their chain check, deposits rejected since the member's
 * last approved order (an approval answers them), pending withdrawals with the held and paid sums,
 * and the latest wallet details. Each reads the member's own index range (member_id, id).
 */
export const memberStatusColumn = (memberId: SQL) => sql`
  json_build_object(
    'pending_deposits', (
      select json_agg(d order by d.id desc)
        from (select o.id, o.order_no, o.package_id, o.price_micro, o.created_at, ${CHAIN_COLUMNS}
                from orders o ${chainJoin('o', 'order_id')}
               where o.member_id = ${memberId} and o.channel = 'deposit' and o.status = 'pending') d),
    'rejected_deposits', (
      select json_agg(d order by d.id desc)
        from (select o.id, o.order_no, o.package_id, o.price_micro, o.decided_at, o.reason
                from orders o
               where o.member_id = ${memberId} and o.channel = 'deposit' and o.status = 'canceled'
                 and o.id > coalesce((select max(a.id) from orders a
                                       where a.member_id = ${memberId} and a.status = 'approved'), 0)
               order by o.id desc limit ${REJECTED_DEPOSITS_SHOWN}) d),
    'pending_withdrawals', (
      select json_agg(w order by w.id desc)
        from (select id, order_no, amount, created_at from withdrawals
               where member_id = ${memberId} and status = 'pending'
               order by id desc limit ${PENDING_WITHDRAWALS_SHOWN}) w),
    'on_hold', (select coalesce(sum(amount), 0) from withdrawals
                 where member_id = ${memberId} and status = 'pending'),
    'paid', (select coalesce(sum(amount), 0) from withdrawals
              where member_id = ${memberId} and status = 'approved'),
    'kyc', (select json_build_object('status', k.status, 'reason', k.reason,
                                      'wallet_address', k.wallet_address)
              from kyc_submissions k where k.member_id = ${memberId}
             order by k.id desc limit 1)
  ) as status`;
