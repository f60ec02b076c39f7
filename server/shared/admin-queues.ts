import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/raw';
import { beforeId, decodeCursor, idKey, pageOf } from './paging';
import {
  adminOrderOf,
  adminWithdrawalOf,
  kycItemOf,
  kycView,
  MEMBER_SUMMARY_COLUMNS,
  memberSummaryOf,
  orderView,
  withdrawalView,
  type Row,
} from './admin-views';

/** A queue page: newest first by id, after the cursor of the previous page (README "Rules"). */
type QueueQuery = { status?: string | undefined; limit: number; cursor?: string | undefined };

async function queuePage<Item>(
  db: Executor,
  query: QueueQuery,
  view: (where: SQL) => SQL,
  column: SQL,
  toItem: (row: Row) => Item,
) {
  const [before] = decodeCursor(query.cursor, idKey) ?? [];
  const status = query.status ? sql`${column}.status = ${query.status}` : sql`true`;
  const rows = await queryRows<Row>(
    db,
    sql`${view(sql`${status} and ${beforeId(sql`${column}.id`, before)}`)}
        order by ${column}.id desc limit ${query.limit + 1}`,
  );
  return pageOf(rows, query.limit, toItem, (r) => [Number(r['id'])]);
}

export const ordersPage = (db: Executor, query: QueueQuery) =>
  queuePage(db, query, orderView, sql.raw('o'), adminOrderOf);

export const kycPage = (db: Executor, query: QueueQuery) =>
  queuePage(db, query, kycView, sql.raw('k'), kycItemOf);

export const withdrawalsPage = (db: Executor, query: QueueQuery) =>
  queuePage(db, query, withdrawalView, sql.raw('w'), adminWithdrawalOf);

/** How a search term is matched: a sponsor ID, a phone number, an e-mail, else a name prefix. */
function memberMatch(term: string): SQL {
  if (!term) return sql`true`;
  if (/^LT\d{7}$/i.test(term)) return sql`m.sponsor_code = ${term.toUpperCase()}`;
  if (/^[+\d\s()-]{6,}$/.test(term)) return sql`m.mobile_number = ${term}`;
  if (term.includes('@')) return sql`lower(m.email) = ${term.toLowerCase()}`;
  return sql`lower(m.name) like ${`${term.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`}`;
}

export async function memberSearchPage(
  db: Executor,
  query: { q?: string | undefined; limit: number; cursor?: string | undefined },
) {
  const [before] = decodeCursor(query.cursor, idKey) ?? [];
  const rows = await queryRows<Row>(
    db,
    sql`select ${MEMBER_SUMMARY_COLUMNS}
          from members m join member_points p on p.member_id = m.id
         where ${memberMatch(query.q?.trim() ?? '')} and ${beforeId(sql`m.id`, before)}
         order by m.id desc limit ${query.limit + 1}`,
  );
  return pageOf(rows, query.limit, memberSummaryOf, (r) => [Number(r['id'])]);
}
