import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows, type Executor, type Tx } from '../../db/raw';
import { packageById, priceMicro, type CataloguePackage } from '../catalogue/catalogue';
import { DomainError } from '../../shared/errors';
import { messages } from '../notifications/messages';
import { notify } from '../notifications/service';
import { audit, type Actor } from '../audit/service';
import { ownAccount, postTransfer } from '../ledger/service';
import { guards } from '../../shared/guards';
import { applyApprovedOrder } from '../tree/points';
import { forOrder, insertPayment, paymentOfOrder } from '../chain/queries';
import { CHAIN_COLUMNS, chainCheckOf, chainJoin } from '../chain/views';
import type { ChainCheck, ChainNetwork } from '../../../contract/chain';

export type OrderRow = {
  id: number;
  order_no: string;
  member_id: number;
  package_id: number;
  price_micro: number;
  points: number;
  channel: 'deposit' | 'offline';
  status: 'pending' | 'approved' | 'canceled';
  screenshot_key: string | null;
  created_at: Date;
  decided_at: Date | null;
  decided_by: number | null;
  reason: string | null;
};

const COLUMN_NAMES = [
  'id',
  'order_no',
  'member_id',
  'package_id',
  'price_micro',
  'points',
  'channel',
  'status',
  'screenshot_key',
  'created_at',
  'decided_at',
  'decided_by',
  'reason',
];
const ORDER_COLUMNS = sql.raw(COLUMN_NAMES.join(', '));
/** The same columns of `orders o`, for joins. */
const ORDER_PREFIXED = COLUMN_NAMES.map((c) => `o.${c}`).join(', ');

/** Rows as both drivers return them: int8 as strings on node-postgres, timestamps as text on some paths. */
function orderOf(row: Record<string, unknown>): OrderRow {
  const date = (v: unknown) => (v === null ? null : new Date(v as string));
  return {
    id: Number(row['id']),
    order_no: String(row['order_no']),
    member_id: Number(row['member_id']),
    package_id: Number(row['package_id']),
    price_micro: Number(row['price_micro']),
    points: Number(row['points']),
    channel: row['channel'] as OrderRow['channel'],
    status: row['status'] as OrderRow['status'],
    screenshot_key: (row['screenshot_key'] as string | null) ?? null,
    created_at: new Date(row['created_at'] as string),
    decided_at: date(row['decided_at']),
    decided_by: row['decided_by'] === null ? null : Number(row['decided_by']),
    reason: (row['reason'] as string | null) ?? null,
  };
}

const nextOrderNo = sql`'ORD-' || lpad(nextval('order_no_seq')::text, 6, '0')`;

/** A member's deposit: the package priced by the catalogue, pending until staff approve it. */
/**
 * Deposits a member may have waiting for review at once (README "Security", rate limits): each
 * holds a screenshot that staff must look at, and a member who paid once has no need of more.
 */
export const MAX_PENDING_DEPOSITS = 3;
export const TOO_MANY_PENDING_DEPOSITS = `You have ${MAX_PENDING_DEPOSITS} deposits waiting for approval. Please wait until they are approved or rejected before you deposit again.`;

async function pendingDepositsOf(db: Executor, memberId: number) {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from orders
         where member_id = ${memberId} and channel = 'deposit' and status = 'pending'`,
  );
  return Number(row?.n ?? 0);
}

/** Refuses early, before a screenshot is read and re-encoded, when the member is at the cap. */
export async function assertRoomForDeposit(db: Executor, memberId: number) {
  if (!guards.pendingDepositCap) return;
  if ((await pendingDepositsOf(db, memberId)) >= MAX_PENDING_DEPOSITS) {
    throw new DomainError('conflict', TOO_MANY_PENDING_DEPOSITS);
  }
}

/**
 * A member's deposit, waiting for review. From the member's screen (`capped`) it is refused at the
 * cap of pending deposits; the member's row lock makes parallel deposits count one after another.
 */
export async function createDepositOrder(
  db: Database,
  memberId: number,
  pkg: CataloguePackage,
  screenshotKey: string,
  options: {
    capped?: boolean;
    /** The payment's hash on an offered network, checked on chain after the order is made. */
    payment?: { network: ChainNetwork; txHash: string } | undefined;
  } = {},
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    if (options.capped && guards.pendingDepositCap) {
      await tx.execute(sql`select 1 from member_points where member_id = ${memberId} for update`);
      await assertRoomForDeposit(tx, memberId);
    }
    const [row] = await queryRows<Record<string, unknown>>(
      tx,
      sql`
        insert into orders (order_no, member_id, package_id, price_micro, points, channel, status, screenshot_key)
        values (${nextOrderNo}, ${memberId}, ${pkg.id}, ${priceMicro(pkg)}, ${pkg.price}, 'deposit', 'pending', ${screenshotKey})
        returning ${ORDER_COLUMNS}`,
    );
    if (!row) throw new Error('order insert returned no row');
    const order = orderOf(row);
    if (options.payment) {
      await insertPayment(tx, { ...options.payment, subject: forOrder(order.id) });
    }
    return order;
  });
}

export type ApprovalCheck = {
  /** Staff's reason to approve although the chain found a mismatch (decisions §13). */
  reason?: string | undefined;
  /** What the chain saw paid (actor `chain`): any excess is credited to the member's wallet. */
  paidMicro?: number | undefined;
  /** The member the approver says the order is for (operator billing): 409 when it is not. */
  memberId?: number;
  /** The package the approver picked (operator billing): 409 when the order is for another. */
  packageId?: number;
};

/**
 * Approves a pending deposit exactly once (decisions §8): the order row is locked, so of two
 * concurrent approvals one succeeds and the other finds it handled (409). Points, status, bonus
 * accrual and the ledger move in the same transaction.
 */
export async function approveDeposit(
  db: Database,
  orderNo: string,
  actor: Actor & { kind: 'admin' | 'operator' | 'chain' },
  check: ApprovalCheck = {},
): Promise<OrderRow> {
  return db.transaction((tx) => approveDepositIn(tx, orderNo, actor, check));
}

/** The ledger reference of an order's transfer (its excess, if any, adds `:excess`). */
export const ORDER_REF_PREFIX = 'order:';

/** Payment states only an admin may approve over, with a reason (decisions §13). */
export const ADMIN_ONLY_CHAIN_STATES = ['mismatch', 'expired'] as const;

/**
 * Staff approving an order whose payment the chain found wrong (decisions §13): admins say why,
 * operators leave it to an admin.
 */
async function assertChainAllows(
  tx: Tx,
  order: OrderRow,
  actor: Actor,
  reason: string | undefined,
) {
  if (actor.kind === 'chain') return;
  const payment = await paymentOfOrder(tx, order.id);
  if (!payment || !(ADMIN_ONLY_CHAIN_STATES as readonly string[]).includes(payment.state)) return;
  if (actor.kind !== 'admin') {
    throw new DomainError(
      'conflict',
      `The chain says: ${payment.finding}. Only an admin can approve ${order.order_no}, with a reason.`,
    );
  }
  if (!reason) {
    throw new DomainError(
      'conflict',
      `The chain says: ${payment.finding}. Give a reason to approve it anyway.`,
      { needsReason: true },
    );
  }
}

/** `approveDeposit` inside a caller's transaction (the chain's check writes its finding in it). */
export async function approveDepositIn(
  tx: Tx,
  orderNo: string,
  actor: Actor & { kind: 'admin' | 'operator' | 'chain' },
  check: ApprovalCheck = {},
): Promise<OrderRow> {
  const order = await lockOrder(tx, orderNo);
  if (check.memberId !== undefined && order.member_id !== check.memberId) {
    throw new DomainError('conflict', `Order ${orderNo} belongs to another member`);
  }
  if (order.status !== 'pending') {
    throw new DomainError('conflict', `Order ${orderNo} is already ${order.status}`);
  }
  if (check.packageId !== undefined && order.package_id !== check.packageId) {
    throw new DomainError(
      'conflict',
      `Order ${orderNo} is for ${packageById(order.package_id).name}, not ${packageById(check.packageId).name}`,
    );
  }
  await assertChainAllows(tx, order, actor, check.reason);
  await applyApprovedOrder(tx, {
    memberId: order.member_id,
    packageId: order.package_id,
    points: order.points,
    priceMicro: order.price_micro,
  });
  await postTransfer(tx, {
    ref: `${ORDER_REF_PREFIX}${order.order_no}`,
    kind: 'deposit',
    actor,
    legs: [
      { company: 'deposits', amount: -order.price_micro },
      { company: 'sales', amount: order.price_micro },
    ],
  });
  const excess = (check.paidMicro ?? 0) - order.price_micro;
  if (actor.kind === 'chain' && excess > 0) {
    // Decisions §13: an overpayment is the member's, credited from what the chain brought in.
    await postTransfer(tx, {
      ref: `${ORDER_REF_PREFIX}${order.order_no}:excess`,
      kind: 'chain_excess',
      actor,
      legs: [
        { company: 'chain_receipts', amount: -excess },
        { account: await ownAccount(tx, 'member_wallet', order.member_id), amount: excess },
      ],
    });
  }
  const approved = await decide(tx, order.id, 'approved', actor, null);
  await audit(tx, actor, 'order.approve', order.order_no, {
    member: order.member_id,
    package: order.package_id,
    price: order.price_micro,
    ...(check.reason ? { override: check.reason } : {}),
    ...(excess > 0 && actor.kind === 'chain' ? { excess } : {}),
  });
  await notify(
    tx,
    { kind: 'member', id: order.member_id },
    messages.depositApproved(order.order_no, packageById(order.package_id).name, order.price_micro),
  );
  return approved;
}

/** Cancels a pending deposit with a reason (admin). Nothing else moves. */
export async function rejectDeposit(
  db: Database,
  orderNo: string,
  actor: Actor & { kind: 'admin' },
  reason: string,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderNo);
    if (order.status !== 'pending') {
      throw new DomainError('conflict', `Order ${orderNo} is already ${order.status}`);
    }
    const canceled = await decide(tx, order.id, 'canceled', actor, reason);
    await audit(tx, actor, 'order.reject', order.order_no, { member: order.member_id, reason });
    await notify(
      tx,
      { kind: 'member', id: order.member_id },
      messages.depositRejected(order.order_no, reason),
    );
    return canceled;
  });
}

/**
 * An operator's offline sale (decisions §8): only packages sold offline; the price comes out of the
 * operator's float (409 when it is short) and the order is approved at once.
 */
export async function sellOffline(
  db: Database,
  operatorId: number,
  memberId: number,
  pkg: CataloguePackage,
): Promise<OrderRow> {
  if (!pkg.offline) throw new DomainError('conflict', `${pkg.name} is sold online only`);
  return db.transaction(async (tx) => {
    const actor: Actor = { kind: 'operator', id: operatorId };
    const [row] = await queryRows<Record<string, unknown>>(
      tx,
      sql`
        insert into orders (order_no, member_id, package_id, price_micro, points, channel, status,
                            decided_at, decided_by)
        values (${nextOrderNo}, ${memberId}, ${pkg.id}, ${priceMicro(pkg)}, ${pkg.price}, 'offline',
                'approved', now(), ${operatorId})
        returning ${ORDER_COLUMNS}`,
    );
    if (!row) throw new Error('order insert returned no row');
    const order = orderOf(row);
    await applyApprovedOrder(tx, {
      memberId,
      packageId: pkg.id,
      points: order.points,
      priceMicro: order.price_micro,
    });
    await postTransfer(
      tx,
      {
        ref: `${ORDER_REF_PREFIX}${order.order_no}`,
        kind: 'offline_sale',
        actor,
        legs: [
          {
            account: await ownAccount(tx, 'operator_float', operatorId),
            amount: -order.price_micro,
          },
          { company: 'sales', amount: order.price_micro },
        ],
      },
      'Your float balance is too low for this package',
    );
    await audit(tx, actor, 'order.offline_sale', order.order_no, {
      member: memberId,
      package: pkg.id,
      price: order.price_micro,
    });
    await notify(
      tx,
      { kind: 'member', id: memberId },
      messages.depositApproved(order.order_no, pkg.name, order.price_micro),
    );
    return order;
  });
}

async function lockOrder(tx: Tx, orderNo: string): Promise<OrderRow> {
  const [row] = await queryRows<Record<string, unknown>>(
    tx,
    sql`select ${ORDER_COLUMNS} from orders where order_no = ${orderNo.trim().toUpperCase()}
        ${guards.orderRowLock ? sql`for update` : sql``}`,
  );
  if (!row) throw new DomainError('not_found', `Order ${orderNo} not found`);
  return orderOf(row);
}

async function decide(
  tx: Tx,
  id: number,
  status: 'approved' | 'canceled',
  actor: Actor,
  reason: string | null,
): Promise<OrderRow> {
  const [row] = await queryRows<Record<string, unknown>>(
    tx,
    sql`
      update orders set status = ${status}, decided_at = now(), decided_by = ${actor.id}, reason = ${reason}
       where id = ${id}
      returning ${ORDER_COLUMNS}`,
  );
  if (!row) throw new Error(`order ${id} vanished`);
  return orderOf(row);
}

export type MemberOrderRow = OrderRow & { chain: ChainCheck | null };

/** A member's orders, newest first, each with its payment's check on chain. */
export async function ordersOfMember(db: Database, memberId: number): Promise<MemberOrderRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${sql.raw(ORDER_PREFIXED)}, ${CHAIN_COLUMNS}
          from orders o ${chainJoin('o', 'order_id')}
         where o.member_id = ${memberId} order by o.id desc limit 500`,
  );
  return rows.map((row) => ({ ...orderOf(row), chain: chainCheckOf(row) }));
}

/** One order as its member sees it, after the chain may have approved it. */
export async function memberOrderById(db: Database, orderId: number): Promise<MemberOrderRow> {
  const [row] = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${sql.raw(ORDER_PREFIXED)}, ${CHAIN_COLUMNS}
          from orders o ${chainJoin('o', 'order_id')} where o.id = ${orderId}`,
  );
  if (!row) throw new Error(`order ${orderId} vanished`);
  return { ...orderOf(row), chain: chainCheckOf(row) };
}

export type ApprovedOrderRow = OrderRow & { sponsor_code: string; name: string };

/**
 * The approved orders an operator lists (spec §3 "Approved order"): only those this operator
 * approved (decisions §8: the operator's own business), newest first. Admins list every order in
 * their own views.
 */
export async function approvedOrdersOf(
  db: Database,
  operatorId: number,
): Promise<ApprovedOrderRow[]> {
  const own = guards.operatorOwnOrders ? sql`and o.decided_by = ${operatorId}` : sql``;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${sql.raw(ORDER_PREFIXED)}, m.sponsor_code, m.name
          from orders o join members m on m.id = o.member_id
         where o.status = 'approved' ${own}
         order by o.decided_at desc, o.id desc limit 500`,
  );
  return rows.map((row) => ({
    ...orderOf(row),
    sponsor_code: String(row['sponsor_code']),
    name: String(row['name']),
  }));
}

/** A pending deposit an operator may approve: the chain found nothing only an admin may override. */
export const operatorMayApprove = sql`o.channel = 'deposit'
  and (cp.state is null or cp.state not in (${sql.join(
    ADMIN_ONLY_CHAIN_STATES.map((state) => sql`${state}`),
    sql`, `,
  )}))`;

/**
 * Whether an operator may see a payment screenshot (decisions §9: shown only to staff): one of an
 * order they approved, as in their list, or of a deposit waiting in their billing queue, which they
 * check before approving it. Admins see every screenshot.
 */
export async function operatorMaySeeScreenshot(
  db: Database,
  operatorId: number,
  screenshotKey: string,
): Promise<boolean> {
  if (!guards.operatorOwnOrders) return true;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select o.id from orders o ${chainJoin('o', 'order_id')}
         where o.screenshot_key = ${screenshotKey}
           and ((o.decided_by = ${operatorId} and o.status = 'approved')
             or (o.status = 'pending' and ${operatorMayApprove}))
         limit 1`,
  );
  return row !== undefined;
}
