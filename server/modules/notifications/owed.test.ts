import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { createTestDatabase, engine, type TestDatabase } from '../../test/harness';
import { oweNotices, writeOwedNotices, type OwedNoticeWriters } from './owed';

describe(`notices a close owes (${engine}; decision 0013)`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  const countOf = async (table: 'notifications' | 'owed_notices') => {
    const [row] = await queryRows<{ n: string | number }>(
      database.db,
      sql`select count(*) as n from ${sql.identifier(table)}`,
    );
    return Number(row?.n);
  };

  it('a batch that fails stays owed, its writes undone; the batches after it are written once', async () => {
    const db = database.db;
    await db.transaction(async (tx) => {
      await oweNotices(tx, 'payout_credited', '1');
      await oweNotices(tx, 'scholarship_credited', '2026-01-01T00:00:00.000Z');
    });
    const written: string[] = [];
    const writers: OwedNoticeWriters = {
      payout_credited: async (tx) => {
        await tx.execute(sql`
          insert into notifications (subject_kind, subject_id, kind, title, body)
          values ('member', 1, 'payout_credited', 'Weekly payout credited', 'half-way')`);
        throw new Error('the writer broke half-way');
      },
      scholarship_credited: async (_tx, source) => {
        written.push(source);
      },
      rank_reached: async () => undefined,
    };
    const errors: object[] = [];
    const log = { error: (obj: object) => void errors.push(obj) };

    expect(await writeOwedNotices(db, writers, log)).toBe(1);
    expect(written).toEqual(['2026-01-01T00:00:00.000Z']);
    expect(errors).toHaveLength(1);
    expect(await countOf('notifications')).toBe(0);

    // The next pass tries the failed batch again and leaves the written one alone.
    expect(await writeOwedNotices(db, writers, log)).toBe(0);
    expect(written).toHaveLength(1);
    expect(errors).toHaveLength(2);
    const rows = await queryRows<{ kind: string; written: boolean }>(
      db,
      sql`select kind, written_at is not null as written from owed_notices order by id`,
    );
    expect(rows).toEqual([
      { kind: 'payout_credited', written: false },
      { kind: 'scholarship_credited', written: true },
    ]);
    await expect(writeOwedNotices(db, writers)).rejects.toThrow('the writer broke half-way');
  });

  it('a close that rolls back owes nothing', async () => {
    const before = await countOf('owed_notices');
    await expect(
      database.db.transaction(async (tx) => {
        await oweNotices(tx, 'rank_reached', new Date().toISOString());
        throw new Error('the close failed after owing');
      }),
    ).rejects.toThrow('the close failed after owing');
    expect(await countOf('owed_notices')).toBe(before);
  });
});
