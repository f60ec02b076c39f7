import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../server/db/client';
import { queryRows } from '../server/db/raw';
import { packageById } from '../server/modules/catalogue/catalogue';
import { SYSTEM } from '../server/modules/audit/service';
import { closePeriod } from '../server/modules/payouts/close';
import { checkLedger } from '../server/modules/integrity/ledger-check';
import { approveDeposit, createDepositOrder, sellOffline } from '../server/modules/orders/service';
import { closeScholarships } from '../server/modules/scholarships/service';
import { placeAtExtreme } from '../server/modules/tree/placement';
import { legTotals } from '../server/modules/tree/tour';
import { createTestDatabase, engine, type TestDatabase } from '../server/test/harness';
import { loadNetwork } from './loader';
import { codeOf, floatFor, seedPeople } from './people';
import { buildNetwork, type Network } from './networks';
import { at, LEFT, sideName, type Shape } from './tree';

/**
 * The bench's set-based loader against the application itself: the same network built member by
 * member through placeAtExtreme and order by order through the order services must leave exactly
 * the same rows, leg totals must match a brute force, and the ledger check, a real close and a
 * scholarship run must agree on both.
 */
const uploadsDir = mkdtempSync(join(tmpdir(), 'lte-bench-uploads-'));
afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

/** The network as the application builds it: one placement and one approval at a time. */
async function buildThroughApp(db: Database, network: Network) {
  const { operatorId } = await seedPeople(db, floatFor(network));
  await smallBlocks(db);
  const t = network.tree;
  for (let id = 2; id <= t.size; id++) {
    const parent = at(t.parent, id);
    const placed = await db.transaction((tx) =>
      placeAtExtreme(tx, parent, sideName(at(t.side, id)) ?? 'L', {
        name: `Member ${id}`,
        mobileNumber: '9000000000',
        email: `member${id}@example.com`,
        passwordHash: 'x',
        uniqueKeyHash: 'x',
        sponsorId: parent,
      }),
    );
    expect(placed.id).toBe(id);
  }
  const operator = { kind: 'operator' as const, id: operatorId };
  for (const o of network.orders) {
    const pkg = packageById(o.packageId);
    if (pkg.offline) {
      await sellOffline(db, operatorId, o.memberId, pkg);
    } else {
      const order = await createDepositOrder(db, o.memberId, pkg, 'screenshot.webp');
      await approveDeposit(db, order.order_no, operator);
    }
  }
}

/** Every row the two builds must share, in a stable order (timestamps and names aside). */
const SNAPSHOT = {
  members: sql`select id, parent_id, side, sponsor_id, sponsor_side, depth, is_active
                 from members order by id`,
  // The tour's blocks as grown one by one, item by item (positions aside: ranks in their leaf).
  tour: sql`select member_id, kind, block_id, points,
                   rank() over (partition by block_id order by pos) as rank
              from tour_items order by member_id, kind`,
  tourBlocks: sql`select * from tour_blocks order by id`,
  tourRoot: sql`select * from tour_root`,
  memberPoints: sql`select * from member_points order by member_id`,
  orders: sql`select id, order_no, member_id, package_id, price_micro, points, channel, status,
                     decided_by, screenshot_key is null as offline from orders order by id`,
  transfers: sql`select ref, kind, actor from transfers order by ref`,
  entries: sql`select t.ref, a.kind, a.owner_id, e.amount from entries e
                 join transfers t on t.id = e.transfer_id join accounts a on a.id = e.account_id
                order by t.ref, a.kind`,
  accounts: sql`select kind, owner_id, balance from accounts order by kind, owner_id`,
};

const AFTER_CLOSES = {
  earnings: sql`select member_id, carried_left, carried_right, period_left, period_right, matched,
                       direct_bonus, team_bonus, cap_applied, tds, payout
                  from weekly_earnings order by member_id`,
  memberPoints: SNAPSHOT.memberPoints,
  ranks: sql`select member_id, rank, status from member_ranks order by member_id, rank`,
  scholarships: sql`select order_id, member_id, amount from scholarships order by order_id`,
  accounts: SNAPSHOT.accounts,
};

async function snapshot(db: Database, queries: Record<string, ReturnType<typeof sql>>) {
  const out: Record<string, unknown[]> = {};
  for (const [name, query] of Object.entries(queries)) out[name] = await queryRows(db, query);
  return out;
}

/** Leg totals by walking up from every member: O(N x depth), fine for a few hundred. */
function bruteLegTotals(network: Network) {
  const t = network.tree;
  const points = new Float64Array(t.size + 1);
  for (const o of network.orders) points[o.memberId] = at(points, o.memberId) + o.points;
  const legs = Array.from({ length: t.size + 1 }, () => ({
    members: { left: 0, right: 0 },
    points: { left: 0, right: 0 },
  }));
  for (let id = 2; id <= t.size; id++) {
    for (let child = id, up = at(t.parent, id); up; child = up, up = at(t.parent, up)) {
      const key = t.side[child] === LEFT ? 'left' : 'right';
      const leg = legs[up];
      if (!leg) throw new Error(`member ${up} is missing`);
      leg.members[key] += 1;
      leg.points[key] += at(points, id);
    }
  }
  return legs;
}

/** A leg then random free slots (both placements of the big networks), the zigzag and the path. */
const shapes: Shape[] = [
  { kind: 'leg', members: 200, leg: 50 },
  { kind: 'zigzag', members: 60 },
  { kind: 'path', members: 60 },
];

/** Small blocks, so that these few members grow a B-tree of several levels, splits and all. */
const MAX_ENTRIES = 8;
const smallBlocks = (db: Database) =>
  db.execute(sql`update tour_root set max_entries = ${MAX_ENTRIES}`);

describe(`the bench loader writes what the application writes (${engine})`, () => {
  for (const shape of shapes) {
    it(`${shape.kind}, ${shape.members} members`, { timeout: 120_000 }, async () => {
      const network = buildNetwork(shape, 5);
      expect(network.orders.length).toBeGreaterThan(shape.members / 5);
      const databases: TestDatabase[] = [];
      try {
        const loaded = await createTestDatabase();
        databases.push(loaded);
        const app = await createTestDatabase();
        databases.push(app);
        await loadNetwork(loaded.db, network, { uploadsDir, tourMaxEntries: MAX_ENTRIES });
        await buildThroughApp(app.db, network);

        expect(await snapshot(loaded.db, SNAPSHOT)).toEqual(await snapshot(app.db, SNAPSHOT));
        const [code] = await queryRows<{ sponsor_code: string }>(
          loaded.db,
          sql`select sponsor_code from members where id = 2`,
        );
        expect(code?.sponsor_code).toBe(codeOf(2));

        const brute = bruteLegTotals(network);
        for (let id = 1; id <= network.tree.size; id++) {
          const legs = await legTotals(loaded.db, id);
          expect(legs, `member ${id}`).toEqual(brute[id]);
        }

        for (const db of [loaded.db, app.db]) {
          expect(await checkLedger(db)).toEqual([]);
          const closed = await closePeriod(db, SYSTEM);
          expect(closed.members).toBeGreaterThan(0);
          const nextMonth = new Date(Date.now() + 40 * 86_400_000);
          const paid = await closeScholarships(db, SYSTEM, nextMonth);
          expect(paid.orders).toBeGreaterThan(0);
          expect(await checkLedger(db)).toEqual([]);
        }
        expect(await snapshot(loaded.db, AFTER_CLOSES)).toEqual(
          await snapshot(app.db, AFTER_CLOSES),
        );
      } finally {
        for (const db of databases) await db.drop();
      }
    });
  }
});
