import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw';
import { DomainError } from '../../shared/errors';
import { toUsdt } from '../../shared/money';
import { actorNameOf } from '../audit/service';
import {
  beforeId,
  decodeCursor,
  fromMicros,
  idKey,
  isoOf,
  microsOf,
  pageOf,
  type ListQuery,
  type Row,
} from '../../shared/paging';
import { packageById } from '../catalogue/catalogue';
import { memberRefOf } from '../members/views';

/** Monthly scholarship runs, newest month first. */
export async function scholarshipRuns(db: Database, query: ListQuery) {
  const after = decodeCursor(query.cursor, idKey);
  const rows = await queryRows<Row>(
    db,
    sql`select *, ${microsOf(sql`month`)} as month_us, ${actorNameOf(sql`ran_by`)} as runner
          from scholarship_runs
         where ${after ? sql`month < ${fromMicros(after[0])}` : sql`true`}
         order by month desc limit ${query.limit + 1}`,
  );
  return pageOf(
    rows,
    query.limit,
    (r) => ({
      month: isoOf(r['month']),
      ranAt: isoOf(r['ran_at']),
      orders: Number(r['orders']),
      total: toUsdt(r['total'] as number),
      ranBy: String(r['runner']),
    }),
    (r) => [Number(r['month_us'])],
  );
}

/** The payments of one month's run (`YYYY-MM`), newest first. */
export async function scholarshipPayments(db: Database, monthKey: string, query: ListQuery) {
  const [year, month] = monthKey.split('-').map(Number);
  const start = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, 1));
  const [run] = await queryRows<Row>(
    db,
    sql`select month from scholarship_runs where month = ${start}`,
  );
  if (!run) throw new DomainError('not_found', `No scholarships were paid for ${monthKey}`);
  const after = decodeCursor(query.cursor, idKey);
  const rows = await queryRows<Row>(
    db,
    sql`select s.id, s.amount, o.order_no, o.package_id, m.id as member_id, m.name as member_name,
               m.sponsor_code as member_code
          from scholarships s
          join orders o on o.id = s.order_id
          join members m on m.id = s.member_id
         where s.month = ${start} and ${beforeId(sql`s.id`, after?.[0])}
         order by s.id desc limit ${query.limit + 1}`,
  );
  return pageOf(
    rows,
    query.limit,
    (r) => ({
      _id: String(r['id']),
      member: memberRefOf(r),
      order_no: String(r['order_no']),
      package_name: packageById(Number(r['package_id'])).name,
      amount: toUsdt(r['amount'] as number),
    }),
    (r) => [Number(r['id'])],
  );
}
