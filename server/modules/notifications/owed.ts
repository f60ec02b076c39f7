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

/**
 * Writes every owed batch, oldest first, each in a transaction of its own that also marks it
 * written: a batch is written once, whichever instance's worker claims it (`skip locked`), and a
 * worker stopped half-way leaves it owed for the next pass. Answers how many batches it wrote.
 */
export async function writeOwedNotices(db: Database, writers: OwedNoticeWriters): Promise<number> {
  let written = 0;
  for (;;) {
    const wrote = await db.transaction(async (tx) => {
      const [owed] = await queryRows<{ id: string | number; kind: OwedNoticeKind; source: string }>(
        tx,
        sql`select id, kind, source from owed_notices where written_at is null
             order by id limit 1 for update skip locked`,
      );
      if (!owed) return false;
      await applyBulkSettings(tx);
      await writers[owed.kind](tx, owed.source);
      await tx.execute(sql`update owed_notices set written_at = now() where id = ${owed.id}`);
      return true;
    });
    if (!wrote) return written;
    written += 1;
  }
}
