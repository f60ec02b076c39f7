import { sql } from 'drizzle-orm';
import type { AdminOrder, OperatorSummary } from '../../../contract/admin';
import type { PendingDeposit, WalletHistoryEntry } from '../../../contract/operator';
import type { Database } from '../../db/client';
import { queryRows, type Executor } from '../../db/raw';
import { isoDay } from '../../shared/legacy-names';
import { newestFirst } from '../../shared/paging';
import { packageById } from '../catalogue/catalogue';
import { operatorMayApprove, ORDER_REF_PREFIX } from '../orders/service';
import { toUsdt } from '../../shared/money';
import { DomainError } from '../../shared/errors';
import { beforeId, decodeCursor, idKey, isoOf, pageOf, type Page } from '../../shared/paging';
import type { Row } from '../../shared/paging';
import { entriesPage } from '../ledger/queries';
import { orderView } from '../orders/queries';
import { adminOrderOf } from '../orders/views';

type PageQuery = { cursor?: string | undefined; limit: number };

/** Operators newest first, with their float and business (decisions §8's definitions). */
export async function operatorSummaries(
  db: Database,
  query: PageQuery,
): Promise<Page<OperatorSummary>> {
  const after = decodeCursor(query.cursor, idKey);
  const rows = await queryRows<Row>(
    db,
    sql`
      select s.id, s.name, s.email, s.blocked_at, s.created_at, coalesce(a.balance, 0) as float,
             (select coalesce(sum(e.amount), 0) from entries e
                join transfers t on t.id = e.transfer_id and t.kind = 'float_credit'
               where e.account_id = a.id) as credited,
             b.orders, b.business,
             exists (select 1 from two_factor f where f.subject_kind = 'operator'
                        and f.subject_id = s.id and f.enabled_at is not null) as two_factor
        from staff s
        left join accounts a on a.kind = 'operator_float' and a.owner_id = s.id
        cross join lateral (
          select count(*) as orders, coalesce(sum(price_micro), 0) as business
            from orders where decided_by = s.id and status = 'approved') b
       where s.role = 'operator' and ${beforeId(sql`s.id`, after?.[0])}
       order by s.id desc limit ${query.limit + 1}`,
  );
  return pageOf(
    rows,
    query.limit,
    (r) => ({
      _id: String(r['id']),
      name: String(r['name']),
      email: String(r['email']),
      blocked: r['blocked_at'] !== null,
      float: toUsdt(r['float'] as number),
      credited: toUsdt(r['credited'] as number),
      approvedOrders: Number(r['orders']),
      business: toUsdt(r['business'] as number),
      createdAt: isoOf(r['created_at']),
      twoFactor: r['two_factor'] === true,
    }),
    (r) => [Number(r['id'])],
  );
}

async function operatorFloatAccount(db: Database, operatorId: number) {
  const [row] = await queryRows<{ account: string | number | null }>(
    db,
    sql`select a.id as account from staff s
          left join accounts a on a.kind = 'operator_float' and a.owner_id = s.id
         where s.id = ${operatorId} and s.role = 'operator'`,
  );
  if (!row) throw new DomainError('not_found', 'Operator not found');
  return row.account === null ? undefined : Number(row.account);
}

/** Every movement of an operator's float (credits and offline sales), newest first. */
export async function operatorFloat(db: Database, operatorId: number, query: PageQuery) {
  const account = await operatorFloatAccount(db, operatorId);
  const page = await entriesPage(
    db,
    account === undefined ? [] : [{ id: account, label: 'float' }],
    query,
  );
  return {
    nextCursor: page.nextCursor,
    items: page.items.map((e) => ({
      _id: e._id,
      date: e.date,
      amount: e.amount,
      ref: e.ref,
      kind: e.kind,
    })),
  };
}

/** The orders an operator approved (billing and offline sales), newest first. */
export async function operatorOrders(
  db: Database,
  operatorId: number,
  query: PageQuery,
): Promise<Page<AdminOrder>> {
  await operatorFloatAccount(db, operatorId);
  const after = decodeCursor(query.cursor, idKey);
  const rows = await queryRows<Row>(
    db,
    sql`${orderView(sql`o.decided_by = ${operatorId} and ${beforeId(sql`o.id`, after?.[0])}`)}
        order by o.id desc limit ${query.limit + 1}`,
  );
  return pageOf(rows, query.limit, adminOrderOf, (r) => [Number(r['id'])]);
}

/** The wallet history's length: the original client reads it in one piece (spec §7), unpaged. */
const WALLET_HISTORY_ROWS = 500;

/**
 * The operator's wallet history (decisions §8): every entry of their float's ledger account, credits
 * and offline sales, newest first, each with the float after it. The running balance is summed from
 * the same entries the float's balance is, so the newest row's equals `available_Balance`.
 */
export async function walletHistoryOf(
  db: Executor,
  operatorId: number,
): Promise<WalletHistoryEntry[]> {
  const rows = await queryRows<Row>(
    db,
    sql`
      select x.id, x.amount, x.kind, x.created_at, x.balance,
             o.order_no, o.package_id, m.sponsor_code, m.name
        from (select e.id, e.amount, t.kind, t.ref, t.created_at,
                     sum(e.amount) over (order by e.id) as balance
                from entries e
                join transfers t on t.id = e.transfer_id
                join accounts a on a.id = e.account_id
               where a.kind = 'operator_float' and a.owner_id = ${operatorId}) x
        left join orders o on x.kind = 'offline_sale' and o.order_no = substr(x.ref, ${ORDER_REF_PREFIX.length + 1})
        left join members m on m.id = o.member_id
       order by x.id desc limit ${WALLET_HISTORY_ROWS}`,
  );
  return rows.map((r) => {
    const at = new Date(r['created_at'] as string);
    return {
      _id: String(r['id']),
      date: isoDay(at),
      at: at.toISOString(),
      amount: toUsdt(r['amount'] as number),
      kind: r['kind'] === 'float_credit' ? 'credit' : 'sale',
      balance: toUsdt(r['balance'] as number),
      order:
        r['order_no'] === null
          ? null
          : {
              order_no: String(r['order_no']),
              package_name: packageById(Number(r['package_id'])).name,
              member: { mySponsorId: String(r['sponsor_code']), name: String(r['name']) },
            },
    };
  });
}

/**
 * The deposits an operator may approve from billing (decisions §8), newest first: pending, and not
 * ones whose payment the chain found wrong or never confirmed, which only an admin may approve with a
 * reason (decisions §13).
 */
export const pendingDepositsPage = (db: Executor, query: PageQuery) =>
  newestFirst(
    db,
    {
      view: orderView,
      alias: 'o',
      where: sql`o.status = 'pending' and ${operatorMayApprove}`,
    },
    query,
    pendingDepositOf,
  );

function pendingDepositOf(r: Row): PendingDeposit {
  const order = adminOrderOf(r);
  return {
    _id: order._id,
    order_no: order.order_no,
    created_at: order.created_at,
    member: { mySponsorId: order.member.mySponsorId, name: order.member.name },
    package_name: order.package_name,
    price: order.price,
    image_url: order.image_url,
    chain: order.chain ?? null,
  };
}
