import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import type { Side } from '../../db/schema';
import { PACKAGES, packageById, priceMicro } from '../catalogue/catalogue';
import { createTestDatabase, engine, type TestDatabase } from '../../test/harness';
import { seedRoot } from '../../test/members';
import { applyApprovedOrder } from './points';
import { placeAtExtreme } from './placement';
import { legTotals } from './tour';

const ops = fc.array(
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('join' as const),
        under: fc.nat(),
        side: fc.constantFrom<Side | 'weaker'>('L', 'R', 'weaker'),
        chain: fc.integer({ min: 1, max: 6 }),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('order' as const),
        buyer: fc.nat(),
        pkg: fc.integer({ min: 1, max: PACKAGES.length }),
      }),
    },
  ),
  { minLength: 5, maxLength: 40 },
);

/**
 * Decisions §5 (points), checked at random: random trees and random approved orders; after each batch every member's personal,
 * direct and team points (all-time and this period) and leg sizes must equal a brute-force
 * recomputation from parent links and the list of orders alone.
 */
describe(`points stay exact on any tree (${engine})`, () => {
  let database: TestDatabase;
  const ids: number[] = [];
  const orders: { buyer: number; points: number }[] = [];
  const pick = (n: number) => ids[n % ids.length] ?? 1;

  beforeAll(async () => {
    database = await createTestDatabase();
    ids.push(await seedRoot(database.db));
  });
  afterAll(() => database.drop());

  async function join(under: number, side: Side | 'weaker') {
    return database.db.transaction(async (tx) => {
      let chosen: Side = side === 'weaker' ? 'L' : side;
      if (side === 'weaker') {
        const { members } = await legTotals(tx, under);
        chosen = members.right < members.left ? 'R' : 'L';
      }
      const placed = await placeAtExtreme(tx, under, chosen, {
        name: 'Random',
        mobileNumber: '9000000000',
        email: 'r@example.com',
        passwordHash: 'x',
        uniqueKeyHash: 'x',
        sponsorId: under,
      });
      return placed.id;
    });
  }

  async function expectExact() {
    const rows = await queryRows<{
      id: string | number;
      parent_id: string | number | null;
      side: Side | null;
      sponsor_id: string | number | null;
      personal: string | number;
      direct_left: string | number;
      direct_right: string | number;
      closed_left: string | number;
      closed_right: string | number;
    }>(
      database.db,
      sql`select m.id, m.parent_id, m.side, m.sponsor_id, p.personal, p.direct_left, p.direct_right,
                 p.closed_left, p.closed_right
            from members m join member_points p on p.member_id = m.id order by m.id`,
    );
    const child = new Map<string, number>();
    const parentOf = new Map<number, { parent: number; side: Side }>();
    for (const r of rows) {
      if (r.parent_id === null || !r.side) continue;
      child.set(`${r.parent_id}:${r.side}`, Number(r.id));
      parentOf.set(Number(r.id), { parent: Number(r.parent_id), side: r.side });
    }
    const personal = new Map<number, number>();
    for (const o of orders) personal.set(o.buyer, (personal.get(o.buyer) ?? 0) + o.points);
    const memo = new Map<number, { size: number; points: number }>();
    // Children always have larger ids than their parents: fold from the deepest rows upward.
    for (const r of [...rows].reverse()) {
      const id = Number(r.id);
      const below = (side: Side) =>
        memo.get(child.get(`${id}:${side}`) ?? -1) ?? { size: 0, points: 0 };
      memo.set(id, {
        size: 1 + below('L').size + below('R').size,
        points: (personal.get(id) ?? 0) + below('L').points + below('R').points,
      });
    }
    const direct = new Map<string, number>();
    for (const o of orders) {
      const sponsor = Number(rows.find((r) => Number(r.id) === o.buyer)?.sponsor_id);
      let at = o.buyer;
      let step = parentOf.get(at);
      while (step && step.parent !== sponsor) step = parentOf.get((at = step.parent));
      if (step)
        direct.set(
          `${sponsor}:${step.side}`,
          (direct.get(`${sponsor}:${step.side}`) ?? 0) + o.points,
        );
    }
    for (const r of rows) {
      const id = Number(r.id);
      const sub = (side: Side) =>
        memo.get(child.get(`${id}:${side}`) ?? -1) ?? { size: 0, points: 0 };
      const legs = await legTotals(database.db, id);
      expect(legs, `member ${id}`).toEqual({
        members: { left: sub('L').size, right: sub('R').size },
        points: { left: sub('L').points, right: sub('R').points },
      });
      expect(Number(r.personal), `personal of ${id}`).toBe(personal.get(id) ?? 0);
      expect([Number(r.direct_left), Number(r.direct_right)], `direct of ${id}`).toEqual([
        direct.get(`${id}:L`) ?? 0,
        direct.get(`${id}:R`) ?? 0,
      ]);
    }
    // The tour's mids carry each buyer's own points and its root block the sum of them all.
    const [tour] = await queryRows<{ mids: string | number | null; root: string | number | null }>(
      database.db,
      sql`select (select sum(points) from tour_items) as mids,
                 (select b.points from tour_root r join tour_blocks b on b.id = r.block_id) as root`,
    );
    const all = orders.reduce((sum, o) => sum + o.points, 0);
    expect([Number(tour?.mids ?? 0), Number(tour?.root ?? 0)]).toEqual([all, all]);
  }

  it('matches a brute-force recomputation after random registrations and approvals', async () => {
    await fc.assert(
      fc.asyncProperty(ops, async (batch) => {
        for (const op of batch) {
          if (op.kind === 'join') {
            let under = pick(op.under);
            for (let i = 0; i < op.chain; i++) {
              const id = await join(under, op.side);
              ids.push(id);
              if (op.side !== 'weaker') under = id;
            }
          } else {
            const buyer = pick(op.buyer);
            const pkg = packageById(op.pkg);
            await database.db.transaction((tx) =>
              applyApprovedOrder(tx, {
                memberId: buyer,
                packageId: pkg.id,
                points: pkg.price,
                priceMicro: priceMicro(pkg),
              }),
            );
            orders.push({ buyer, points: pkg.price });
          }
        }
        await expectExact();
      }),
      { numRuns: engine === 'pglite' ? 6 : 4, seed: Number(process.env['FC_SEED'] ?? 20261122) },
    );
  });
});
