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
 * and the latest wallet details. One pass over each of the member's own index ranges (orders,
 * withdrawals, wallet details: member_id, id), the lists picked from it.
 */
export const memberStatusColumn = (memberId: SQL) => sql`
  json_build_object(
    'deposits', (
      select json_build_object(
               'pending', json_agg(d order by d.id desc)
                            filter (where d.channel = 'deposit' and d.status = 'pending'),
               'rejected', json_agg(d order by d.id desc)
                             filter (where d.rejected_rank <= ${REJECTED_DEPOSITS_SHOWN}
                                       and d.id > d.last_approved))
        from (select o.id, o.order_no, o.package_id, o.price_micro, o.created_at, o.decided_at,
                     o.reason, o.channel, o.status, ${CHAIN_COLUMNS},
                     coalesce(max(o.id) filter (where o.status = 'approved') over (), 0)
                       as last_approved,
                     case when o.channel = 'deposit' and o.status = 'canceled'
                          then row_number() over (partition by o.channel = 'deposit'
                                                                and o.status = 'canceled'
                                                  order by o.id desc) end as rejected_rank
                from orders o ${chainJoin('o', 'order_id')}
               where o.member_id = ${memberId}) d),
    'withdrawals', (
      select json_build_object(
               'pending', json_agg(w order by w.id desc)
                            filter (where w.status = 'pending'
                                      and w.newest <= ${PENDING_WITHDRAWALS_SHOWN}),
               'on_hold', coalesce(sum(w.amount) filter (where w.status = 'pending'), 0),
               'paid', coalesce(sum(w.amount) filter (where w.status = 'approved'), 0))
        from (select id, order_no, amount, created_at, status,
                     row_number() over (partition by status order by id desc) as newest
                from withdrawals where member_id = ${memberId}) w),
    'kyc', (select json_build_object('status', k.status, 'reason', k.reason,
                                      'wallet_address', k.wallet_address)
              from kyc_submissions k where k.member_id = ${memberId}
             order by k.id desc limit 1)
  ) as status`;
