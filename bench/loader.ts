/**
 * Loads a generated network into a migrated database set-based (one statement per 50,000 rows),
 * with the rows the application would have written: members, counters, the tour (packed as the
 * migration packs it), orders approved by the bench operator with their ledger transfers.
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
import { TOUR_FILL } from '../server/modules/tree/tour';
import { at, sideName } from './tree';

export type LoadedNetwork = {
  rootId: number;
  adminId: number;
  operatorId: number;
  approvedOrders: number;
  pending: PendingOrder[];
  sessions: MemberSession[];
  /** Seconds spent per step of the load. */
  seconds: Record<string, number>;
};

export type LoadOptions = {
  /** Where the server keeps payment screenshots (one real one is stored for every deposit). */
  uploadsDir: string;
  pendingOrders?: number;
  /** Members who get a session (the dashboard's pool of logged-in members). */
  sessions?: number;
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
  await db.transaction(async (tx) => {
    // The rows are consistent by construction: skip the per-row foreign-key triggers.
    await tx.execute(sql`set local session_replication_role = replica`);
    lap = timer();
    await insertMembers(tx, network, passwordHash, uniqueKeyHash, decidedBefore);
    seconds['members'] = lap();
    lap = timer();
    await insertTreeRows(tx, network);
    await insertTour(tx, network);
    seconds['counters, tour'] = lap();
    lap = timer();
    await insertOrders(tx, network, people.operatorId, screenshot, decidedBefore, pending);
    seconds['orders, ledger'] = lap();
  });
  lap = timer();
  const sessions = await openSessions(db, network, options.sessions ?? 0, options.seed ?? 3);
  seconds['sessions'] = lap();
  return {
    ...people,
    approvedOrders: network.orders.length,
    pending,
    sessions,
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

/** The tour in the network's order, packed by the migration's own function (decision 0011). */
async function insertTour(tx: Executor, network: Network) {
  const { member, kind } = network.tour;
  await tx.execute(
    sql`create temp table tour_order (member_id bigint, kind smallint, seq bigint) on commit drop`,
  );
  await insertInBatches(
    tx,
    member.length,
    [
      { name: 'member', type: 'bigint', value: num(member) },
      { name: 'kind', type: 'smallint', value: num(kind) },
      { name: 'seq', type: 'bigint', value: (i) => String(i) },
    ],
    (source) => sql`insert into tour_order select member, kind, seq from ${source}`,
  );
  await tx.execute(sql`select tour_pack(${TOUR_FILL})`);
}

/** Fresh statistics and visibility maps after the load, as a database in service would have. */
export async function settle(db: Database, engine: 'pg' | 'pglite') {
  await db.execute(sql`vacuum analyze`);
  if (engine === 'pg') await db.execute(sql`checkpoint`);
}
