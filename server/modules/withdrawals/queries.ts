import { sql, type SQL } from 'drizzle-orm';
import type { AdminWithdrawal } from '../../../contract/admin';
import { queryRows, type Executor } from '../../db/raw';
import { DomainError } from '../../shared/errors';
import { newestFirst, statusIs, type ListQuery, type Row } from '../../shared/paging';
import { adminWithdrawalOf } from './views';
import { CHAIN_COLUMNS, chainJoin } from '../chain/views';

/** Withdrawals with their member, for `adminWithdrawalOf`. */
export const withdrawalView = (where: SQL) => sql`
  select w.*, m.name as member_name, m.sponsor_code as member_code, ${CHAIN_COLUMNS}
    from withdrawals w join members m on m.id = w.member_id
    ${chainJoin('w', 'withdrawal_id')}
   where ${where}`;

/** One withdrawal as the staff views show it (404 when there is none). */
export async function adminWithdrawalNamed(
  db: Executor,
  orderNo: string,
): Promise<AdminWithdrawal> {
  const [row] = await queryRows<Row>(db, withdrawalView(sql`w.order_no = ${orderNo}`));
  if (!row) throw new DomainError('not_found', `Withdrawal ${orderNo} not found`);
  return adminWithdrawalOf(row);
}

/** The withdrawal queue: every withdrawal, or those of one status. */
export const withdrawalsPage = (db: Executor, query: ListQuery & { status?: string | undefined }) =>
  newestFirst(
    db,
    { view: withdrawalView, alias: 'w', where: statusIs('w', query.status) },
    query,
    adminWithdrawalOf,
  );

/** One member's withdrawals, for the admin's member page. */
export const memberWithdrawals = (db: Executor, memberId: number, query: ListQuery) =>
  newestFirst(
    db,
    { view: withdrawalView, alias: 'w', where: sql`w.member_id = ${memberId}` },
    query,
    adminWithdrawalOf,
  );
