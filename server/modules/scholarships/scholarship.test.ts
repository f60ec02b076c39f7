import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { PACKAGES, priceMicro } from '../catalogue/catalogue';
import { createTestDatabase, engine, type TestDatabase } from '../../test/harness';
import { seedRoot } from '../../test/members';
import { walletOf } from '../../test/wallets';
import { SYSTEM } from '../audit/service';
import { closeScholarships } from './service';

describe(`monthly scholarships (${engine})`, () => {
  let database: TestDatabase;
  let rootId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    rootId = await seedRoot(database.db);
    // One approved order of every package, approved in January 2026.
    for (const p of PACKAGES) {
      await database.db.execute(sql`
        insert into orders (order_no, member_id, package_id, price_micro, points, channel, status, decided_at)
        values (${`ORD-9${p.id}`}, ${rootId}, ${p.id}, ${priceMicro(p)}, ${p.price}, 'offline', 'approved',
                '2026-01-15T10:00:00Z')`);
    }
  });
  afterAll(() => database.drop());

  it('pays each package its percent for as many months as it runs, over 13 months', async () => {
    const months = Array.from({ length: 13 }, (_, i) => new Date(Date.UTC(2026, 1 + i, 1)));
    for (const month of months) await closeScholarships(database.db, SYSTEM, month);
    const paid = await queryRows<{
      package_id: number;
      months: string | number;
      total: string | number;
    }>(
      database.db,
      sql`select o.package_id, count(*) as months, sum(s.amount) as total
            from scholarships s join orders o on o.id = s.order_id group by o.package_id order by 1`,
    );
    expect(paid.map((r) => [r.package_id, Number(r.months), Number(r.total)])).toEqual([
      [1, 1, 1_500_000], // Kick Starter: 3 % of 50, one month
      [2, 3, 15_000_000], // Bull Starter: 5 % of 100, three months
      [3, 12, 480_000_000], // Whales Starter: 8 % of 500, twelve months
      [4, 13, 1_300_000_000], // Premium: 10 % of 1000 while held
      [5, 13, 3_120_000_000], // Bull Master: 12 % of 2000
      [6, 13, 9_750_000_000], // Whales Master: 15 % of 5000
    ]);
    const total = paid.reduce((sum, r) => sum + Number(r.total), 0);
    expect(await walletOf(database.db, rootId)).toBe(total);
  });

  it('pays nothing for the month an order was approved in, and never twice for a month', async () => {
    const january = await closeScholarships(database.db, SYSTEM, new Date('2026-01-20T00:00:00Z'));
    expect(january.orders).toBe(0);
    const before = await walletOf(database.db, rootId);
    const again = await closeScholarships(database.db, SYSTEM, new Date('2026-03-05T00:00:00Z'));
    expect(again.orders).toBe(5);
    expect(await walletOf(database.db, rootId)).toBe(before);
    const [runs] = await queryRows<{ n: string | number }>(
      database.db,
      sql`select count(*) as n from transfers where kind = 'scholarship'`,
    );
    expect(Number(runs?.n)).toBe(13);
  });

  it('runs a month once when two runs race', async () => {
    const month = new Date('2027-06-01T00:00:00Z');
    const [a, b] = await Promise.all([
      closeScholarships(database.db, SYSTEM, month),
      closeScholarships(database.db, SYSTEM, month),
    ]);
    expect(a).toEqual(b);
    expect(a.orders).toBe(3);
  });
});
