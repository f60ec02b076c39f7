import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Side } from '../../db/schema';
import { queryRows, rolledBack, type Tx } from '../../db/raw';
import { createTestDatabase, engine, type TestDatabase } from '../../test/harness';
import { packageById, priceMicro } from '../catalogue/catalogue';
import { seedRoot } from '../../test/members';
import { placeAtExtreme } from './placement';
import { applyApprovedOrder } from './points';
import { addToTour, joinTour, extremeMember, legTotals, sideBelow } from './tour';
import { checkTour } from './tour-legs';

/**
 * Decision record 0011: the tour in a counted B-tree answers leg totals, extreme ends and "which
 * leg of whom" exactly, for any shape. Each network below is built member by member through the
 * tour's own insert (the product's rule: at the extreme end of some member's leg), with blocks of
 * at most four entries so that a few hundred members already make a B-tree six levels tall, and
 * checked member by member against a walk of the same network in memory.
 */

type Shape = 'random' | 'leg' | 'zigzag';

/** A seeded generator (the same network every run). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

class Network {
  readonly parent = new Map<number, number>();
  readonly child = { L: new Map<number, number>(), R: new Map<number, number>() };
  readonly points = new Map<number, number>();

  extreme(from: number, side: Side) {
    let at = from;
    for (let next = this.child[side].get(at); next; next = this.child[side].get(at)) at = next;
    return at;
  }

  legs(member: number) {
    const total = (top: number | undefined): { members: number; points: number } => {
      if (!top) return { members: 0, points: 0 };
      const [left, right] = [total(this.child.L.get(top)), total(this.child.R.get(top))];
      return {
        members: left.members + right.members + 1,
        points: left.points + right.points + (this.points.get(top) ?? 0),
      };
    };
    const [left, right] = [total(this.child.L.get(member)), total(this.child.R.get(member))];
    return {
      members: { left: left.members, right: right.members },
      points: { left: left.points, right: right.points },
    };
  }

  sideOf(ancestor: number, member: number): Side | undefined {
    for (
      let below = member, up = this.parent.get(member);
      up;
      below = up, up = this.parent.get(up)
    ) {
      if (up === ancestor) return this.child.L.get(up) === below ? 'L' : 'R';
    }
    return undefined;
  }
}

/** Members with no other columns than the tour needs: the rows are not this suite's subject. */
async function addBareMember(tx: Tx, id: number, parent?: { id: number; side: Side }) {
  await tx.execute(sql`
    insert into members (id, sponsor_code, name, mobile_number, email, password_hash,
                         unique_key_hash, parent_id, side, depth)
    values (${id}, ${`LT${String(id).padStart(7, '0')}`}, 'Tour', '9999999999', 'tour@example.com',
            'x', ${`key-${id}`}, ${parent?.id ?? null}, ${parent?.side ?? null}, 0)`);
}

async function build(tx: Tx, shape: Shape, size: number, maxEntries: number) {
  const net = new Network();
  const next = random(7);
  await addBareMember(tx, 1);
  await joinTour(tx, 1, null);
  await tx.execute(sql`update tour_root set max_entries = ${maxEntries}`);
  for (let id = 2; id <= size; id++) {
    let under = 1;
    let side: Side = 'L';
    if (shape === 'zigzag') [under, side] = [id - 1, id % 2 === 0 ? 'L' : 'R'];
    if (shape === 'random')
      [under, side] = [1 + Math.floor(next() * (id - 1)), next() < 0.5 ? 'L' : 'R'];
    const parent = net.extreme(under, side);
    if (shape === 'random') expect(await extremeMember(tx, under, side)).toBe(parent);
    net.parent.set(id, parent);
    net.child[side].set(parent, id);
    await addBareMember(tx, id, { id: parent, side });
    await joinTour(tx, id, { id: parent, side });
    if (next() < 0.4) {
      const buyer = 1 + Math.floor(next() * id);
      const points = 1 + Math.floor(next() * 500);
      net.points.set(buyer, (net.points.get(buyer) ?? 0) + points);
      await addToTour(tx, buyer, points);
    }
  }
  return net;
}

const height = async (tx: Tx) =>
  (
    await queryRows<{ height: number }>(
      tx,
      sql`select b.height from tour_root r join tour_blocks b on b.id = r.block_id`,
    )
  )[0]?.height;

describe(`the tour in a counted B-tree (${engine})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 120_000);
  afterAll(async () => {
    await database?.drop();
  });

  /** Builds and checks a network in a transaction that is rolled back: the suite's tour starts empty. */
  async function check(shape: Shape, size: number, maxEntries: number) {
    return rolledBack(database.db, async (tx) => {
      // The bare members' rows skip the checks of a real registration (foreign keys to sponsors).
      await tx.execute(sql`set local session_replication_role = replica`);
      const net = await build(tx, shape, size, maxEntries);
      const levels = await height(tx);
      // A leaf's positions stay distinct (in order) however often one spot is inserted at.
      const [doubled] = await queryRows<{ n: string | number }>(
        tx,
        sql`select count(*) as n from (select 1 from tour_items group by block_id, pos
                                          having count(*) > 1) d`,
      );
      expect(Number(doubled?.n)).toBe(0);
      const next = random(11);
      for (let id = 1; id <= size; id++) {
        expect(await legTotals(tx, id), `legs of ${id}`).toEqual(net.legs(id));
        expect(await extremeMember(tx, id, 'L'), `left end of ${id}`).toBe(net.extreme(id, 'L'));
        expect(await extremeMember(tx, id, 'R'), `right end of ${id}`).toBe(net.extreme(id, 'R'));
        const other = 1 + Math.floor(next() * size);
        expect(await sideBelow(tx, other, id), `${id} below ${other}`).toBe(net.sideOf(other, id));
        const parent = net.parent.get(id);
        if (parent) expect(await sideBelow(tx, parent, id)).toBe(net.sideOf(parent, id));
      }
      return levels;
    });
  }

  for (const shape of ['random', 'leg', 'zigzag'] as const) {
    it(`answers every member of a ${shape} network exactly, with blocks split up to six levels`, async () => {
      expect(await check(shape, 260, 4)).toBeGreaterThanOrEqual(5);
    }, 120_000);
  }

  it('answers exactly when a straight leg grown at its end uses up the gaps of one leaf', async () => {
    // Each member goes between its parent's open and mid, a quarter of the last gap: a leaf that
    // never splits runs out of room every ten members and is numbered afresh.
    expect(await check('leg', 120, 1000)).toBe(0);
  }, 120_000);

  it('answers exactly with the default block size of 64 entries, its leaves split under a root', async () => {
    expect(await check('random', 700, 64)).toBeGreaterThanOrEqual(1);
  }, 120_000);

  it('is checked against a recount from the parent links, which finds a tampered tour', async () => {
    // After the networks above (rolled back), this one stays: the suite's database ends with it.
    const rootId = await seedRoot(database.db);
    const ids = [rootId];
    for (let i = 0; i < 40; i++) {
      const under = ids[(i * 7) % ids.length] ?? rootId;
      const placed = await database.db.transaction((tx) =>
        placeAtExtreme(tx, under, i % 3 ? 'L' : 'R', {
          name: 'Checked',
          mobileNumber: '9000000000',
          email: 'c@example.com',
          passwordHash: 'x',
          uniqueKeyHash: 'x',
          sponsorId: rootId,
        }),
      );
      ids.push(placed.id);
      if (i % 4 === 0) await approve(database, placed.id, 1 + (i % 6));
    }
    expect(await checkTour(database.db)).toEqual([]);
    // Points on a member's mid that no approved order gave: blocks agree, the recount does not.
    const member = ids[ids.length - 1] ?? rootId;
    await addToTour(database.db, member, 5);
    const problems = await checkTour(database.db);
    expect(problems).toContain(`member ${member} is missing from the tour or its points differ`);
    expect(problems.some((p) => p.startsWith(`member ${rootId} legs`))).toBe(true);
    await addToTour(database.db, member, -5);
    // A block whose sum is not its entries'.
    const bump = (points: number) =>
      database.db.execute(sql`
        update tour_blocks set points = points + ${points}
         where id = (select block_id from tour_root)`);
    await bump(1);
    expect((await checkTour(database.db)).join()).toMatch(/does not add up/);
    await bump(-1);
    expect(await checkTour(database.db)).toEqual([]);
  }, 120_000);
});

/** An approved order through the application's own rules (decisions §5). */
async function approve(database: TestDatabase, memberId: number, packageId: number) {
  const pkg = packageById(packageId);
  await database.db.transaction((tx) =>
    applyApprovedOrder(tx, { memberId, packageId, points: pkg.price, priceMicro: priceMicro(pkg) }),
  );
}
