import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { applyBulkSettings, queryRows, type Executor, type Tx } from '../../db/raw';
import type { OwedNoticeKind } from '../../db/schema';

/** Writes the notices (and their outbox rows) of one owed batch, from the rows its close left. */
export type OwedNoticeWriter = (tx: Tx, source: string) => Promise<void>;
export type OwedNoticeWriters = Record<OwedNoticeKind, OwedNoticeWriter>;

/**
 * Records, in the close's transaction, that its members are owed `kind` notices (decision 0013):
 * the obligation commits or rolls back with the close, as decisions §14 asks of every notice.
 */
export async function oweNotices(tx: Executor, kind: OwedNoticeKind, source: string) {
  await tx.execute(sql`insert into owed_notices (kind, source) values (${kind}, ${source})`);
}

type OwedLog = { error(obj: object, msg: string): void };

/**
 * Writes every owed batch, oldest first, each in a transaction of its own that also marks it
 * written: a batch is written once, whichever instance's worker claims it (`skip locked`), and a
 * worker stopped half-way leaves it owed for the next pass. A batch that fails is logged and left
 * owed for the next pass; the batches after it are still written. Answers how many it wrote.
 */
export async function writeOwedNotices(
  db: Database,
  writers: OwedNoticeWriters,
  log?: OwedLog,
): Promise<number> {
  const due = await queryRows<{ id: string | number }>(
    db,
    sql`select id from owed_notices where written_at is null order by id`,
  );
  let written = 0;
  for (const { id } of due) {
    try {
      const wrote = await db.transaction(async (tx) => {
        const [owed] = await queryRows<{ kind: OwedNoticeKind; source: string }>(
          tx,
          sql`select kind, source from owed_notices where id = ${id} and written_at is null
              for update skip locked`,
        );
        if (!owed) return false;
        await applyBulkSettings(tx);
        await writers[owed.kind](tx, owed.source);
        await tx.execute(sql`update owed_notices set written_at = now() where id = ${id}`);
        return true;
      });
      if (wrote) written += 1;
    } catch (error) {
      if (!log) throw error;
      log.error(
        { err: error, owedNotices: Number(id) },
        'owed notices not written: kept for the next pass',
      );
    }
  }
  return written;
}
