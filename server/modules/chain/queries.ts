import { sql, type SQL } from 'drizzle-orm';
import type { ChainNetwork } from '../../../contract/chain';
import { databaseErrorOf, queryRows, type Executor } from '../../db/raw';
import { DomainError } from '../../shared/errors';
import { newestFirst, type ListQuery, type Row } from '../../shared/paging';
import type { Judgement } from './judge';
import type { IncomingTransfer } from './observation';
import { chainTransferOf } from './views';

/** Decisions §13: a hash pays for one thing, ever (the unique key over network and hash). */
export const HASH_USED = 'This transaction hash was already used for another payment.';

export type PaymentRow = {
  id: number;
  network: ChainNetwork;
  tx_hash: string;
  order_id: number | null;
  withdrawal_id: number | null;
  state: Judgement['state'];
  block_number: number | null;
  created_at: Date;
};

const paymentOf = (r: Row): PaymentRow => ({
  id: Number(r['id']),
  network: r['network'] as ChainNetwork,
  tx_hash: String(r['tx_hash']),
  order_id: r['order_id'] === null ? null : Number(r['order_id']),
  withdrawal_id: r['withdrawal_id'] === null ? null : Number(r['withdrawal_id']),
  state: r['state'] as Judgement['state'],
  block_number: r['block_number'] === null ? null : Number(r['block_number']),
  created_at: new Date(r['created_at'] as string),
});

/** Names a hash as the payment of an order or a withdrawal; 409 when it was used before. */
export async function insertPayment(
  db: Executor,
  payment: {
    network: ChainNetwork;
    txHash: string;
    subject: SQL;
    judgement?: Judgement;
    delayMs?: number;
  },
): Promise<number> {
  const j = payment.judgement;
  try {
    const [row] = await queryRows<{ id: number | string }>(
      db,
      sql`insert into chain_payments (network, tx_hash, order_id, withdrawal_id, state, finding, note,
                                      paid_micro, block_number, checked_at, next_check_at)
          values (${payment.network}, ${payment.txHash}, ${payment.subject},
                  ${j?.state ?? 'waiting'}, ${j?.finding ?? 'not checked yet'},
                  ${j?.note ?? 'waiting for the transaction to appear on chain'},
                  ${j?.paidMicro ?? null}, ${j?.blockNumber ?? null},
                  ${j ? sql`now()` : sql`null`},
                  now() + ${payment.delayMs ?? 0} * interval '1 millisecond')
          returning id`,
    );
    return Number(row?.id);
  } catch (error) {
    if (databaseErrorOf(error).constraint === 'chain_payments_hash_key') {
      throw new DomainError('conflict', HASH_USED);
    }
    throw error;
  }
}

export const forOrder = (orderId: number) => sql`${orderId}, null`;
export const forWithdrawal = (withdrawalId: number) => sql`null, ${withdrawalId}`;

export async function paymentById(db: Executor, id: number, lock = false) {
  const [row] = await queryRows<Row>(
    db,
    sql`select * from chain_payments where id = ${id} ${lock ? sql`for update` : sql``}`,
  );
  return row ? paymentOf(row) : undefined;
}

export async function paymentOfOrder(db: Executor, orderId: number) {
  const [row] = await queryRows<Row>(
    db,
    sql`select * from chain_payments where order_id = ${orderId}`,
  );
  return row ? { ...paymentOf(row), finding: String(row['finding']) } : undefined;
}

/** Writes a check's result; a reorganisation is remembered by keeping the block last seen. */
export async function recordJudgement(
  db: Executor,
  id: number,
  j: Judgement,
  nextCheckInMs: number,
) {
  await db.execute(sql`
    update chain_payments
       set state = ${j.state}, finding = ${j.finding}, note = ${j.note},
           paid_micro = coalesce(${j.paidMicro}, paid_micro),
           block_number = coalesce(${j.blockNumber}, block_number),
           checked_at = now(), next_check_at = now() + ${nextCheckInMs} * interval '1 millisecond'
     where id = ${id}`);
}

/**
 * Claims up to `limit` payments due for a check, for this pass only: their next check moves on by
 * `leaseMs`, so another instance's pass skips them (decisions §14's worker pattern).
 */
export async function claimDuePayments(db: Executor, limit: number, leaseMs: number) {
  const rows = await queryRows<{ id: number | string }>(
    db,
    sql`update chain_payments set next_check_at = now() + ${leaseMs} * interval '1 millisecond'
         where id in (select id from chain_payments
                       where state in ('waiting', 'unreachable') and next_check_at <= now()
                       order by next_check_at, id limit ${limit}
                       for update skip locked)
        returning id`,
  );
  return rows.map((r) => Number(r.id));
}

/** Remembers transfers read from the chain; ones seen before are left as they are. */
export async function saveTransfers(
  db: Executor,
  network: ChainNetwork,
  transfers: IncomingTransfer[],
) {
  for (const t of transfers) {
    await db.execute(sql`
      insert into chain_transfers (network, tx_hash, log_index, from_address, to_address,
                                   amount_micro, block_number, at)
      values (${network}, ${t.txHash}, ${t.logIndex}, ${t.from}, ${t.to},
              ${Number(t.amountMicro)}, ${t.blockNumber}, ${t.at.toISOString()})
      on conflict (network, tx_hash, log_index) do nothing`);
  }
}

const unmatchedView = (where: SQL) => sql`
  select t.* from chain_transfers t
   where not exists (select 1 from chain_payments p
                      where p.network = t.network and p.tx_hash = t.tx_hash)
     and ${where}`;

/** Transfers to our addresses that no order or withdrawal names, newest first. */
export const unmatchedTransfers = (db: Executor, query: ListQuery) =>
  newestFirst(db, { view: unmatchedView, alias: 't' }, query, chainTransferOf);

export async function transferNamed(db: Executor, network: ChainNetwork, txHash: string) {
  const [row] = await queryRows<Row>(
    db,
    sql`select * from chain_transfers where network = ${network} and tx_hash = ${txHash} limit 1`,
  );
  return row;
}

/** The scan's place per network, kept in `worker_state` (one row per network). */
export async function scanCursor(db: Executor, network: ChainNetwork) {
  const [row] = await queryRows<{ value: string }>(
    db,
    sql`select value from worker_state where name = ${`chain:${network}:scan`}`,
  );
  return row?.value ?? null;
}

export async function saveScanCursor(db: Executor, network: ChainNetwork, cursor: string) {
  await db.execute(sql`
    insert into worker_state (name, value) values (${`chain:${network}:scan`}, ${cursor})
    on conflict (name) do update
      set value = greatest(worker_state.value::numeric, excluded.value::numeric)::text`);
}
