import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { Side } from '../../db/schema';
import { packageById, priceMicro } from '../catalogue/catalogue';
import { createTestDatabase, engine, type TestDatabase } from '../../test/harness';
import { seedRoot } from '../../test/members';
import { walletOf } from '../../test/wallets';
import { SYSTEM } from '../audit/service';
import { closePeriod, openPeriod } from './close';
import { writeOwedNotices } from '../notifications/owed';
import { OWED_NOTICE_WRITERS } from '../notifications/owed-writers';
import { applyApprovedOrder } from '../tree/points';
import { recordCloseRanks, recordRanks } from '../ranks/service';
import { placeAtExtreme } from '../tree/placement';

/**
 * An independent model of decisions §5-§6, written for this test from the rules alone: members
 * with parent links, points walked up member by member, the close settled member by member.
 */
class PlanModel {
  members = new Map<
    number,
    {
      parent?: { id: number; side: Side };
      sponsor?: number;
      active: boolean;
      cap: number;
      carry: Record<Side, number>;
      period: Record<Side, number>;
      direct: number;
      wallet: number;
    }
  >();

  add(id: number, parent?: { id: number; side: Side }, sponsor?: number) {
    this.members.set(id, {
      ...(parent ? { parent } : {}),
      ...(sponsor === undefined ? {} : { sponsor }),
      active: false,
      cap: 0,
      carry: { L: 0, R: 0 },
      period: { L: 0, R: 0 },
      direct: 0,
      wallet: 0,
    });
  }

  approve(buyer: number, packageId: number) {
    const pkg = packageById(packageId);
    const price = pkg.price * 1_000_000;
    const b = this.get(buyer);
    if (pkg.education) {
      b.active = true;
      b.cap = Math.max(b.cap, price);
    }
    for (let at = buyer, up = b.parent; up; at = up.id, up = this.get(up.id).parent) {
      this.get(up.id).period[up.side] += pkg.price;
      void at;
    }
    if (b.sponsor !== undefined && this.get(b.sponsor).active) {
      this.get(b.sponsor).direct += Math.floor((price * 10) / 100);
    }
  }

  close() {
    const rows = new Map<
      number,
      { direct: number; team: number; tds: number; payout: number; matched: number }
    >();
    for (const [id, m] of this.members) {
      const left = m.carry.L + m.period.L;
      const right = m.carry.R + m.period.R;
      const matched = m.active ? Math.min(left, right) : 0;
      const team = Math.min(matched * 100_000, m.cap);
      const gross = m.direct + team;
      const tds = Math.floor((gross * 5) / 100);
      if (gross > 0) rows.set(id, { direct: m.direct, team, tds, payout: gross - tds, matched });
      m.wallet += gross - tds;
      m.carry = { L: left - matched, R: right - matched };
      m.period = { L: 0, R: 0 };
      m.direct = 0;
    }
    return rows;
  }

  get(id: number) {
    const m = this.members.get(id);
    if (!m) throw new Error(`model has no member ${id}`);
    return m;
  }
}

const order = fc.record({
  kind: fc.constant('order' as const),
  buyer: fc.nat(),
  // Mostly the cheapest package (a low cap) and the dearest (big points), so that matching and
  // the per-period cap both happen often; the others now and then.
  pkg: fc.constantFrom(1, 1, 1, 6, 6, 2, 3, 4, 5, 7),
});
const period = fc.array(
  fc.oneof(
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('join' as const),
        under: fc.nat(),
        side: fc.constantFrom<Side>('L', 'R'),
        chain: fc.integer({ min: 1, max: 4 }),
      }),
    },
    { weight: 3, arbitrary: order },
  ),
  { maxLength: 40 },
);

async function join(db: Database, under: number, side: Side, sponsor: number) {
  return db.transaction(async (tx) => {
    const placed = await placeAtExtreme(tx, under, side, {
      name: 'Model member',
      mobileNumber: '9000000000',
      email: 'm@example.com',
      passwordHash: 'x',
      uniqueKeyHash: 'x',
      sponsorId: sponsor,
    });
    return placed;
  });
}

describe(`the weekly close against an independent model (${engine})`, () => {
  let database: TestDatabase;
  let rootId: number;
  const model = new PlanModel();
  const ids: number[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    rootId = await seedRoot(database.db);
    model.add(rootId);
    ids.push(rootId);
  });
  afterAll(() => database.drop());

  it('pays, carries and withholds exactly as the rules say over several periods', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(period, { minLength: 1, maxLength: 3 }), async (periods) => {
        for (const ops of periods) {
          for (const op of ops) {
            if (op.kind === 'join') {
              const sponsor = ids[op.under % ids.length] ?? rootId;
              let under = sponsor;
              for (let i = 0; i < op.chain; i++) {
                const placed = await join(database.db, under, op.side, sponsor);
                model.add(placed.id, { id: placed.parentId, side: placed.side }, sponsor);
                ids.push(placed.id);
                under = placed.id;
              }
            } else {
              const buyer = ids[op.buyer % ids.length] ?? rootId;
              const pkg = packageById(op.pkg);
              await database.db.transaction((tx) =>
                applyApprovedOrder(tx, {
                  memberId: buyer,
                  packageId: pkg.id,
                  points: pkg.price,
                  priceMicro: priceMicro(pkg),
                }),
              );
              model.approve(buyer, pkg.id);
            }
          }
          const expected = model.close();
          const result = await closePeriod(database.db, SYSTEM);
          const rows = await queryRows<Record<string, string | number>>(
            database.db,
            sql`select member_id, direct_bonus, team_bonus, tds, payout, matched
                  from weekly_earnings where period_id = ${result.periodId}`,
          );
          const actual = new Map(
            rows.map((r) => [
              Number(r['member_id']),
              {
                direct: Number(r['direct_bonus']),
                team: Number(r['team_bonus']),
                tds: Number(r['tds']),
                payout: Number(r['payout']),
                matched: Number(r['matched']),
              },
            ]),
          );
          expect(actual).toEqual(expected);
          expect(result.members).toBe(expected.size);
          expect(result.totalMicro).toBe([...expected.values()].reduce((s, r) => s + r.payout, 0));
          const carries = await queryRows<{
            member_id: string | number;
            carry_left: string | number;
            carry_right: string | number;
          }>(database.db, sql`select member_id, carry_left, carry_right from member_points`);
          for (const c of carries) {
            const m = model.get(Number(c.member_id));
            expect(
              [Number(c.carry_left), Number(c.carry_right)],
              `carry of ${c.member_id}`,
            ).toEqual([m.carry.L, m.carry.R]);
          }
          for (const [id, m] of model.members) {
            expect(await walletOf(database.db, id), `wallet of ${id}`).toBe(m.wallet);
          }
        }
      }),
      { numRuns: engine === 'pglite' ? 5 : 4, seed: Number(process.env['FC_SEED'] ?? 4242) },
    );
  });
});

describe(`closing safely (${engine})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    const root = await seedRoot(database.db);
    const left = await join(database.db, root, 'L', root);
    const right = await join(database.db, root, 'R', root);
    for (const [member, pkg] of [
      [root, 4],
      [left.id, 3],
      [right.id, 3],
    ] as const) {
      const p = packageById(pkg);
      await database.db.transaction((tx) =>
        applyApprovedOrder(tx, {
          memberId: member,
          packageId: p.id,
          points: p.price,
          priceMicro: priceMicro(p),
        }),
      );
    }
  });
  afterAll(() => database.drop());

  it('closes once when two closes race, and a second close pays nothing', async () => {
    // Both mean the open period (as two admins pressing Close at once): one closes it, the other
    // answers that close.
    const period = (await openPeriod(database.db)).id;
    const [a, b] = await Promise.all([
      closePeriod(database.db, SYSTEM, { period }),
      closePeriod(database.db, SYSTEM, { period }),
    ]);
    expect(a).toEqual(b);
    // The root matched 500 | 500: 10 % is 50 USDT (cap 1000), plus 2 x 10 % direct of 500 = 100.
    expect(a.totalMicro).toBe(Math.round(150_000_000 * 0.95));
    const [paid] = await queryRows<{ n: string | number }>(
      database.db,
      sql`select count(*) as n from transfers where kind = 'weekly_payout'`,
    );
    expect(Number(paid?.n)).toBe(1);
    const again = await closePeriod(database.db, SYSTEM);
    expect(again.periodId).toBe(a.periodId + 1);
    expect(again.members).toBe(0);
    expect(again.totalMicro).toBe(0);
  });

  it('skips a scheduled close when the open period began after its Monday', async () => {
    const open = await queryRows<{ id: number }>(
      database.db,
      sql`select id from periods where closed_at is null`,
    );
    const result = await closePeriod(database.db, SYSTEM, {
      cutoff: new Date('2000-01-03T00:00:00Z'),
    });
    const still = await queryRows<{ id: number }>(
      database.db,
      sql`select id from periods where closed_at is null`,
    );
    expect(still).toEqual(open);
    expect(result.periodId).toBeLessThan(open[0]?.id ?? 0);
  });
});

describe(`ranks at the close (${engine})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  const approve = (memberId: number, packageId: number) => {
    const p = packageById(packageId);
    return database.db.transaction((tx) =>
      applyApprovedOrder(tx, { memberId, packageId, points: p.price, priceMicro: priceMicro(p) }),
    );
  };
  const ranksOf = async (memberId: number) =>
    (
      await queryRows<{ rank: number }>(
        database.db,
        sql`select rank from member_ranks where member_id = ${memberId} order by rank`,
      )
    ).map((r) => Number(r.rank));
  const rankNoticesOf = (memberId: number) =>
    queryRows<{ title: string; body: string }>(
      database.db,
      sql`select title, body from notifications
           where subject_kind = 'member' and subject_id = ${memberId} and kind = 'rank_reached'
           order by id`,
    );

  // The close owes its rank notices; the notification worker's pass writes them (decision 0013).
  const closeAndTell = async () => {
    await closePeriod(database.db, SYSTEM);
    await writeOwedNotices(database.db, OWED_NOTICE_WRITERS);
  };

  it('records every rank the closed legs reach and tells the member once, naming the highest', async () => {
    const root = await seedRoot(database.db);
    const sponsor = await join(database.db, root, 'L', root);
    const left = await join(database.db, sponsor.id, 'L', sponsor.id);
    const right = await join(database.db, sponsor.id, 'R', sponsor.id);
    // 1,000 | 1,000: past Starter (100) and Master (600), short of Bronze (1,600).
    await approve(left.id, 4);
    await approve(right.id, 4);
    await closePeriod(database.db, SYSTEM);
    expect(await ranksOf(sponsor.id)).toEqual([1, 2]);
    expect(await rankNoticesOf(sponsor.id)).toEqual([]);
    await writeOwedNotices(database.db, OWED_NOTICE_WRITERS);
    expect(await rankNoticesOf(sponsor.id)).toEqual([
      {
        title: 'Rank reached: Master',
        body: 'Congratulations, you reached Master. Your reward: earbuds. The rewards of the ranks you passed on the way are waiting too.',
      },
    ]);
    // The company root is never ranked, whatever its legs (decisions §3).
    expect(await ranksOf(root)).toEqual([]);

    // 2,000 | 2,000 at the next close: Bronze alone is new.
    await approve(left.id, 4);
    await approve(right.id, 4);
    await closeAndTell();
    expect(await ranksOf(sponsor.id)).toEqual([1, 2, 3]);
    expect((await rankNoticesOf(sponsor.id)).at(-1)).toEqual({
      title: 'Rank reached: Bronze',
      body: 'Congratulations, you reached Bronze. Your reward: wrist watch.',
    });
    expect(await rankNoticesOf(sponsor.id)).toHaveLength(2);

    // A close with nothing crossed adds no rank and no notice.
    await approve(left.id, 1);
    await closeAndTell();
    expect(await ranksOf(sponsor.id)).toEqual([1, 2, 3]);
    expect(await rankNoticesOf(sponsor.id)).toHaveLength(2);
  });

  it('keeps a rank a read recorded first, and records the rest when the plain insert collides', async () => {
    const own = await createTestDatabase();
    const db = own.db;
    const root = await seedRoot(db);
    const member = await join(db, root, 'L', root);
    // A read (the dashboard) recorded Starter before the close.
    await recordRanks(db, member.id, 100, 100);
    const [read] = await queryRows<{ achieved_at: Date }>(
      db,
      sql`select achieved_at from member_ranks where member_id = ${member.id} and rank = 1`,
    );
    const closedAt = new Date('2030-01-07T00:00:00Z');
    // The same rank twice in one insert collides as a read committing meanwhile would: the
    // savepoint's plain insert fails and the ranks go again with ON CONFLICT.
    await db.transaction((tx) =>
      recordCloseRanks(
        tx,
        closedAt,
        sql`values (${member.id}::bigint, 1), (${member.id}::bigint, 2), (${member.id}::bigint, 2), (${member.id}::bigint, 3)`,
      ),
    );
    const rows = await queryRows<{ rank: number; achieved_at: Date }>(
      db,
      sql`select rank, achieved_at from member_ranks where member_id = ${member.id} order by rank`,
    );
    expect(rows.map((r) => [Number(r.rank), new Date(r.achieved_at).toISOString()])).toEqual([
      [1, new Date(String(read?.achieved_at)).toISOString()],
      [2, closedAt.toISOString()],
      [3, closedAt.toISOString()],
    ]);
    await own.drop();
  });
});
