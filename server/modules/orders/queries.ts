import { sql, type SQL } from 'drizzle-orm';
import type { AdminOrder } from '../../../contract/admin';
import { queryRows, type Executor } from '../../db/raw';
import { DomainError } from '../../shared/errors';
import { newestFirst, statusIs, type ListQuery, type Row } from '../../shared/paging';
import { adminOrderOf } from './views';
import { CHAIN_COLUMNS, chainJoin } from '../chain/views';

/** Orders with their member and deciding staff, for `adminOrderOf`. */
export const orderView = (where: SQL) => sql`
  select o.*, m.name as member_name, m.sponsor_code as member_code,
         coalesce(s.name, case when o.status = 'approved' and o.decided_by is null
                                then 'chain' end) as staff_name,
         ${CHAIN_COLUMNS}
    from orders o
    join members m on m.id = o.member_id
    left join staff s on s.id = o.decided_by
    ${chainJoin('o', 'order_id')}
   where ${where}`;

/** One order as the staff views show it (404 when there is none). */
export async function adminOrderNamed(db: Executor, orderNo: string): Promise<AdminOrder> {
  const [row] = await queryRows<Row>(db, orderView(sql`o.order_no = ${orderNo}`));
  if (!row) throw new DomainError('not_found', `Order ${orderNo} not found`);
  return adminOrderOf(row);
}

/** The deposit queue: every order, or those of one status. */
export const ordersPage = (db: Executor, query: ListQuery & { status?: string | undefined }) =>
  newestFirst(
    db,
    { view: orderView, alias: 'o', where: statusIs('o', query.status) },
    query,
    adminOrderOf,
  );

/** One member's orders, for the admin's member page. */
export const memberOrders = (db: Executor, memberId: number, query: ListQuery) =>
  newestFirst(
    db,
    { view: orderView, alias: 'o', where: sql`o.member_id = ${memberId}` },
    query,
    adminOrderOf,
  );
