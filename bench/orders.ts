/**
 * The orders of a bench network: the approved ones with their ledger transfers, and a pool of
 * pending deposits for the approval load.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../server/db/raw';
import { packageById } from '../server/modules/catalogue/catalogue';
import { MICRO } from '../server/shared/money';
import { ownAccount } from '../server/modules/ledger/service';
import { insertInBatches, num } from './batches';
import type { Network, Order } from './networks';
import { codeOf } from './people';
import { at, random } from './tree';

/** The application's order numbers (`ORD-` and six digits, from order_no_seq). */
export const orderNoOf = (n: number) => `ORD-${String(n).padStart(6, '0')}`;

export type PendingOrder = { memberId: number; code: string; orderNo: string };
/** A moment ten days before the current month began. */
export function previousMonth(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 10 * 86_400_000);
}

export async function insertOrders(
  tx: Executor,
  network: Network,
  operatorId: number,
  screenshotKey: string,
  decidedBefore: Date,
  pending: PendingOrder[],
) {
  const orders = network.orders;
  // Approved one after the other over the eight days before `decidedBefore`.
  const step = (8 * 86_400_000) / Math.max(1, orders.length);
  const start = decidedBefore.getTime() - 8 * 86_400_000;
  const decided = (i: number) => new Date(start + i * step).toISOString();
  const column = (pick: (o: Order) => number) => Float64Array.from(orders, pick);
  const packages = column((o) => o.packageId);
  await insertInBatches(
    tx,
    orders.length,
    [
      { name: 'id', type: 'bigint', value: (i) => String(i + 1) },
      { name: 'member', type: 'bigint', value: num(column((o) => o.memberId)) },
      { name: 'package', type: 'smallint', value: num(packages) },
      { name: 'price', type: 'bigint', value: num(column((o) => o.priceMicro)) },
      { name: 'points', type: 'int', value: num(column((o) => o.points)) },
      {
        name: 'channel',
        type: 'text',
        value: (i) => (packageById(at(packages, i)).offline ? 'offline' : 'deposit'),
      },
      { name: 'decided', type: 'text', value: decided },
    ],
    (source) => sql`
      insert into orders (id, order_no, member_id, package_id, price_micro, points, channel, status,
                          screenshot_key, created_at, decided_at, decided_by)
      overriding system value
      select id, 'ORD-' || lpad(id::text, 6, '0'), member, package, price, points, channel,
             'approved', case channel when 'deposit' then ${screenshotKey} end,
             decided::timestamptz - interval '1 hour', decided::timestamptz, ${operatorId}
        from ${source}`,
  );
  const prices = sql.raw(
    [1, 2, 3, 4, 5, 6].map((id) => `(${id}, ${packageById(id).price})`).join(', '),
  );
  await insertInBatches(
    tx,
    pending.length,
    [
      { name: 'id', type: 'bigint', value: (i) => String(orders.length + i + 1) },
      { name: 'member', type: 'bigint', value: num(Float64Array.from(pending, (p) => p.memberId)) },
      { name: 'package', type: 'smallint', value: (i) => String(1 + (i % 6)) },
    ],
    (source) => sql`
      insert into orders (id, order_no, member_id, package_id, price_micro, points, channel, status,
                          screenshot_key)
      overriding system value
      select t.id, 'ORD-' || lpad(t.id::text, 6, '0'), t.member, t.package, p.price::bigint * ${MICRO},
             p.price, 'deposit', 'pending', ${screenshotKey}
        from ${source} join (values ${prices}) as p(id, price) on p.id = t.package`,
  );
  const last = orders.length + pending.length;
  await tx.execute(sql`
    select setval(pg_get_serial_sequence('orders', 'id'), greatest(${last}, 1)::bigint, ${last > 0}),
           setval('order_no_seq', greatest(${last}, 1)::bigint, ${last > 0})`);

  // The orders fall in the open period: its points are the legs' totals less those at the last
  // close (none), decision 0011.
  const [open] = await queryRows<{ id: number }>(
    tx,
    sql`update periods set started_at = ${new Date(start - 86_400_000)}
         where closed_at is null returning id`,
  );
  if (!open) throw new Error('no open period');
  await postOrderTransfers(tx, operatorId);
}

/** One transfer per approved order, as approveDeposit and sellOffline post them. */
async function postOrderTransfers(tx: Executor, operatorId: number) {
  const float = await ownAccount(tx, 'operator_float', operatorId);
  await tx.execute(sql`
    insert into transfers (ref, kind, actor, created_at)
    select 'order:' || order_no, case channel when 'deposit' then 'deposit' else 'offline_sale' end,
           'operator:' || decided_by, decided_at
      from orders where status = 'approved' order by id`);
  await tx.execute(sql`
    insert into entries (transfer_id, account_id, amount)
    select t.id, x.account_id, x.amount
      from orders o
      join transfers t on t.ref = 'order:' || o.order_no
      cross join lateral (values
        (case o.channel when 'deposit'
              then (select id from accounts where kind = 'deposits' and owner_id is null)
              else ${float}::bigint end, -o.price_micro),
        ((select id from accounts where kind = 'sales' and owner_id is null), o.price_micro)
      ) as x(account_id, amount)
     where o.status = 'approved'
     order by t.id`);
  await tx.execute(sql`
    update accounts set balance = balance - (select coalesce(sum(price_micro), 0) from orders
                                              where status = 'approved' and channel = 'offline')
     where id = ${float}`);
}

/**
 * Pending deposits for the approval load: on the leg network half of them belong to members deep
 * in the extreme-left leg (its lowest tenth), the others to random members.
 */
export function drawPending(network: Network, count: number, seed: number): PendingOrder[] {
  const next = random(seed);
  const size = network.tree.size;
  const leg = network.shape.kind === 'leg' ? Math.min(network.shape.leg, size - 1) : 0;
  const deepFrom = Math.max(2, Math.floor(leg * 0.9));
  const pending: PendingOrder[] = [];
  for (let i = 0; i < count; i++) {
    const deep = leg > 0 && i % 2 === 0;
    const memberId = deep
      ? deepFrom + Math.floor(next() * (leg + 2 - deepFrom))
      : 2 + Math.floor(next() * (size - 1));
    pending.push({ memberId, code: codeOf(memberId), orderNo: '' });
  }
  const approved = network.orders.length;
  pending.forEach((p, i) => (p.orderNo = orderNoOf(approved + i + 1)));
  return pending;
}
