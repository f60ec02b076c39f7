/**
 * Loads a generated network into a migrated database set-based (one statement per 50,000 rows),
 * with the rows the application would have written: members, counters, the tour (its blocks as
 * the placements would have grown them), orders approved by the bench operator with their ledger transfers.
 * Staff, the root and the operator's float go through the application's own services.
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../server/db/client';
import type { Executor } from '../server/db/raw';
import { generateUniqueKey, hashSecret, hashUniqueKey } from '../server/modules/auth/passwords';
import { localScreenshotStore, reencodeScreenshot } from '../server/modules/orders/screenshots';
import { insertInBatches, num } from './batches';
import type { Network } from './networks';
import { drawPending, insertOrders, previousMonth, type PendingOrder } from './orders';
import { BENCH_PASSWORD, floatFor, openSessions, seedPeople, type MemberSession } from './people';
import { TOUR_MAX_ENTRIES } from '../server/db/schema';
import { layoutStats, layoutTour, type TourStats } from './tour-layout';
import { at, sideName } from './tree';

export type LoadedNetwork = {
  rootId: number;
  adminId: number;
  operatorId: number;
  approvedOrders: number;
  pending: PendingOrder[];
  sessions: MemberSession[];
  /** The tour's B-tree as loaded: height, blocks, average fill. */
  tour: TourStats;
  /** Seconds spent per step of the load. */
  seconds: Record<string, number>;
};

export type LoadOptions = {
  /** Where the server keeps payment screenshots (one real one is stored for every deposit). */
  uploadsDir: string;
  pendingOrders?: number;
  /** Members who get a session (the dashboard's pool of logged-in members). */
  sessions?: number;
  /** Entries per block of the tour (tests use few, to grow several levels from few members). */
  tourMaxEntries?: number;
  /** When the orders were approved: by default in the previous month (for the scholarship close). */
  decidedBefore?: Date;
  seed?: number;
};

const timer = () => {
  const started = performance.now();
  return () => Math.round(performance.now() - started) / 1000;
};

export async function loadNetwork(
  db: Database,
  network: Network,
  options: LoadOptions,
): Promise<LoadedNetwork> {
  const seconds: Record<string, number> = {};
  let lap = timer();
  const people = await seedPeople(db, floatFor(network));
  const [passwordHash, uniqueKeyHash, screenshot] = await Promise.all([
    hashSecret(BENCH_PASSWORD),
    hashUniqueKey(generateUniqueKey()),
    sharp({ create: { width: 360, height: 640, channels: 3, background: '#0f172a' } })
      .png()
      .toBuffer()
      .then(reencodeScreenshot)
      .then((image) => localScreenshotStore(options.uploadsDir).put(image)),
  ]);
  seconds['people'] = lap();

  const decidedBefore = options.decidedBefore ?? previousMonth();
  const pending = drawPending(network, options.pendingOrders ?? 0, options.seed ?? 3);
  const tour = await db.transaction(async (tx) => {
    // The rows are consistent by construction: skip the per-row foreign-key triggers.
    await tx.execute(sql`set local session_replication_role = replica`);
    lap = timer();
    await insertMembers(tx, network, passwordHash, uniqueKeyHash, decidedBefore);
    seconds['members'] = lap();
    lap = timer();
    await insertTreeRows(tx, network);
    const stats = await insertTour(tx, network, options.tourMaxEntries ?? TOUR_MAX_ENTRIES);
    seconds['counters, tour'] = lap();
    lap = timer();
    await insertOrders(tx, network, people.operatorId, screenshot, decidedBefore, pending);
    seconds['orders, ledger'] = lap();
    return stats;
  });
  lap = timer();
  const sessions = await openSessions(db, network, options.sessions ?? 0, options.seed ?? 3);
  seconds['sessions'] = lap();
  return {
    ...people,
    approvedOrders: network.orders.length,
    pending,
    sessions,
    tour,
    seconds,
  };
}

async function insertMembers(
  tx: Executor,
  network: Network,
  passwordHash: string,
  uniqueKeyHash: string,
  decidedBefore: Date,
) {
  const t = network.tree;
  const c = network.counters;
  const ids = Int32Array.from({ length: t.size - 1 }, (_, i) => i + 2);
  const side = (i: number) => sideName(at(t.side, at(ids, i))) ?? 'NULL';
  const of = (values: ArrayLike<number>) => (i: number) => String(at(values, at(ids, i)));
  const joined = new Date(decidedBefore.getTime() - 5 * 86_400_000);
  await insertInBatches(
    tx,
    ids.length,
    [
      { name: 'id', type: 'bigint', value: num(ids) },
      { name: 'parent', type: 'bigint', value: of(t.parent) },
      { name: 'side', type: 'text', value: side },
      { name: 'depth', type: 'int', value: of(t.depth) },
      { name: 'active', type: 'bool', value: (i) => (c.active[at(ids, i)] ? 't' : 'f') },
    ],
    (source) => sql`
      insert into members (id, sponsor_code, name, mobile_number, email, password_hash,
                           unique_key_hash, sponsor_id, sponsor_side, parent_id, side, depth,
                           is_active, created_at)
      select id, 'LT' || (1000000 + id)::text, 'Member ' || id, '9' || lpad(id::text, 9, '0'),
             'member' || id || '@example.com', ${passwordHash}, ${uniqueKeyHash},
             parent, side, parent, side, depth, active, ${joined}
        from ${source}`,
  );
  await tx.execute(sql`select setval(pg_get_serial_sequence('members', 'id'), ${t.size}::bigint)`);
}

async function insertTreeRows(tx: Executor, network: Network) {
  const c = network.counters;
  const size = network.tree.size;
  const byId = (values: ArrayLike<number>) => (i: number) => String(at(values, i + 1));
  await insertInBatches(
    tx,
    size,
    [
      { name: 'id', type: 'bigint', value: (i) => String(i + 1) },
      { name: 'personal', type: 'bigint', value: byId(c.personal) },
      { name: 'dl', type: 'bigint', value: byId(c.directLeft) },
      { name: 'dr', type: 'bigint', value: byId(c.directRight) },
      { name: 'bonus', type: 'bigint', value: byId(c.openDirectBonus) },
      { name: 'cap', type: 'bigint', value: byId(c.capMicro) },
      {
        name: 'package',
        type: 'smallint',
        value: (i) => String(at(c.currentPackage, i + 1) || 'NULL'),
      },
    ],
    (source) => sql`
      insert into member_points (member_id, personal, direct_left, direct_right, open_direct_bonus,
                                 cap_micro, current_package_id)
      select id, personal, dl, dr, bonus, cap, package from ${source}
      on conflict (member_id) do update set
        personal = excluded.personal, direct_left = excluded.direct_left,
        direct_right = excluded.direct_right, open_direct_bonus = excluded.open_direct_bonus,
        cap_micro = excluded.cap_micro, current_package_id = excluded.current_package_id`,
  );
}

/**
 * The tour's blocks and items as the network's placements would have grown them (decision 0011,
 * bench/tour-layout.ts): each block's counts and sums from its entries, a leaf's items a full gap
 * apart (migration 0013), mids carrying their members' personal points.
 */
async function insertTour(tx: Executor, network: Network, maxEntries: number): Promise<TourStats> {
  const tour = layoutTour(network.tree, maxEntries);
  const personal = network.counters.personal;
  const size = tour.blocks + 1;
  const entries = new Int32Array(size);
  const items = new Int32Array(size);
  const members = new Int32Array(size);
  const points = new Float64Array(size);
  const itemCount = 3 * network.tree.size;
  const itemPoints = (i: number) => ((i + 3) % 3 === 1 ? at(personal, Math.floor((i + 3) / 3)) : 0);
  for (let i = 0; i < itemCount; i++) {
    const b = at(tour.leaf, i + 3);
    entries[b] = at(entries, b) + 1;
    items[b] = at(items, b) + 1;
    if ((i + 3) % 3 === 1) members[b] = at(members, b) + 1;
    points[b] = at(points, b) + itemPoints(i);
  }
  for (let h = 0; h < at(tour.height, tour.root); h++) {
    for (let b = 1; b <= tour.blocks; b++) {
      const up = at(tour.parent, b);
      if (at(tour.height, b) !== h || up === 0) continue;
      entries[up] = at(entries, up) + 1;
      items[up] = at(items, up) + at(items, b);
      members[up] = at(members, up) + at(members, b);
      points[up] = at(points, up) + at(points, b);
    }
  }
  await tx.execute(sql`delete from tour_root`);
  await tx.execute(sql`delete from tour_items`);
  await tx.execute(sql`delete from tour_blocks`);
  const block = (values: ArrayLike<number>) => (i: number) => String(at(values, i + 1));
  await insertInBatches(
    tx,
    tour.blocks,
    [
      { name: 'id', type: 'bigint', value: (i) => String(i + 1) },
      { name: 'parent', type: 'bigint', value: block(tour.parent) },
      { name: 'pos', type: 'int', value: block(tour.pos) },
      { name: 'height', type: 'int', value: block(tour.height) },
      { name: 'entries', type: 'int', value: block(entries) },
      { name: 'items', type: 'int', value: block(items) },
      { name: 'members', type: 'int', value: block(members) },
      { name: 'points', type: 'bigint', value: block(points) },
    ],
    (source) => sql`
      insert into tour_blocks (id, parent_id, pos, height, entries, items, members, points)
      select id, nullif(parent, 0), pos, height, entries, items, members, points from ${source}`,
  );
  await insertInBatches(
    tx,
    itemCount,
    [
      { name: 'member', type: 'bigint', value: (i) => String(Math.floor((i + 3) / 3)) },
      { name: 'kind', type: 'smallint', value: (i) => String((i + 3) % 3) },
      { name: 'block', type: 'bigint', value: (i) => String(at(tour.leaf, i + 3)) },
      { name: 'rank', type: 'int', value: (i) => String(at(tour.rank, i + 3)) },
      { name: 'points', type: 'bigint', value: (i) => String(itemPoints(i)) },
    ],
    (source) => sql`
      insert into tour_items (member_id, kind, block_id, pos, points)
      select member, kind, block, rank * tour_gap(), points from ${source}`,
  );
  await tx.execute(
    sql`insert into tour_root (block_id, max_entries) values (${tour.root}, ${maxEntries})`,
  );
  await tx.execute(sql`select setval(pg_get_serial_sequence('tour_blocks', 'id'), ${tour.blocks})`);
  return layoutStats(tour, maxEntries);
}

/** Fresh statistics and visibility maps after the load, as a database in service would have. */
export async function settle(db: Database, engine: 'pg' | 'pglite') {
  await db.execute(sql`vacuum analyze`);
  if (engine === 'pg') await db.execute(sql`checkpoint`);
}
