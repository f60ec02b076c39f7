import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { rolledBack } from '../../db/raw';
import { createTestDatabase, engine, type TestDatabase } from '../../test/harness';
import { checkLedger } from './ledger-check';

/** The problems the ledger check finds once `rows` are written, all rolled back afterwards. */
const problemsAfter = (db: Database, rows: ReturnType<typeof sql>) =>
  rolledBack(db, async (tx) => {
    await tx.execute(rows);
    return checkLedger(tx);
  });

/**
 * Decision 0012: the rows the closes append carry no foreign keys, so the ledger check stands in
 * for them and must find each kind of row whose parent is missing.
 */
describe(`the ledger check finds rows the closes appended without their parent (${engine})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    // Its tests break the ledger on purpose: dropped without the check every other suite gets.
    database = await createTestDatabase({ checkLedger: false });
  }, 120_000);
  afterAll(async () => {
    await database?.drop();
  });

  it('finds nothing in a ledger that holds together', async () => {
    expect(await checkLedger(database.db)).toEqual([]);
  });

  it('finds an entry of a missing transfer and an entry of a missing account', async () => {
    const problems = await problemsAfter(
      database.db,
      sql`insert into entries (id, transfer_id, account_id, amount)
          overriding system value values (900001, 424242, 434343, 5)`,
    );
    expect(problems).toContain('entry 900001 belongs to no transfer');
    expect(problems).toContain('entry 900001 moves money of no account');
  });

  it('finds a weekly earning of a missing period or member', async () => {
    const problems = await problemsAfter(
      database.db,
      sql`insert into weekly_earnings (id, period_id, member_id, week, carried_left, carried_right,
                                       period_left, period_right, matched, direct_bonus,
                                       team_bonus, cap_applied, tds, payout)
          overriding system value
          values (900002, 4242, 434343, now(), 0, 0, 0, 0, 0, 0, 0, false, 0, 0)`,
    );
    expect(problems).toContain('weekly earning 900002 has no period or no member');
  });

  it('finds a rank of a member without counters', async () => {
    const problems = await problemsAfter(
      database.db,
      sql`insert into member_ranks (member_id, rank) values (434343, 1)`,
    );
    expect(problems).toContain('member 434343 holds a rank but has no counters');
  });

  it('finds a scholarship of an order that is missing or not its member’s', async () => {
    const problems = await problemsAfter(
      database.db,
      sql`insert into scholarships (id, order_id, member_id, month, amount)
          overriding system value values (900003, 424242, 434343, now(), 1)`,
    );
    expect(problems).toContain('scholarship 900003 pays for no order of its member');
  });
});
