import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows, type Executor } from '../../db/raw';
import { messages } from './messages';
import { notify } from './service';

type Waiting = { deposits: number; kyc: number; withdrawals: number; dead: number };

/** How much waits for staff now. */
export async function waitingQueues(db: Executor): Promise<Waiting> {
  const [row] = await queryRows<Record<keyof Waiting, string | number>>(
    db,
    sql`select (select count(*) from orders where status = 'pending') as deposits,
               (select count(*) from kyc_submissions where status = 'pending') as kyc,
               (select count(*) from withdrawals where status = 'pending') as withdrawals,
               (select count(*) from deliveries where state = 'dead') as dead`,
  );
  return {
    deposits: Number(row?.deposits ?? 0),
    kyc: Number(row?.kyc ?? 0),
    withdrawals: Number(row?.withdrawals ?? 0),
    dead: Number(row?.dead ?? 0),
  };
}

/**
 * Every `hours`, each admin gets one digest of the waiting queues (decisions §14), when anything
 * waits. The turn is claimed in the database, so several instances send one digest, not several.
 */
export async function sendDigestWhenDue(db: Database, hours: number): Promise<boolean> {
  if (hours <= 0) return false;
  // Most passes are not due: a read answers that without a write transaction per pass.
  const [last] = await queryRows<{ value: string }>(
    db,
    sql`select value from worker_state where name = 'digest:last'`,
  );
  if (last && Number(last.value) > Date.now() - hours * 3_600_000) return false;
  return db.transaction(async (tx) => {
    const claimed = await queryRows<{ name: string }>(
      tx,
      sql`insert into worker_state (name, value) values ('digest:last', ${String(Date.now())})
          on conflict (name) do update set value = excluded.value
           where worker_state.value::bigint <= ${Date.now() - hours * 3_600_000}
          returning name`,
    );
    if (claimed.length === 0) return false;
    const waiting = await waitingQueues(tx);
    if (waiting.deposits + waiting.kyc + waiting.withdrawals + waiting.dead === 0) return false;
    const admins = await queryRows<{ id: string | number }>(
      tx,
      sql`select id from staff where role = 'admin'`,
    );
    for (const admin of admins) {
      await notify(tx, { kind: 'admin', id: Number(admin.id) }, messages.queueDigest(waiting));
    }
    return true;
  });
}
