import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Executor } from '../db/raw';
import { queryRows } from '../db/raw';
import { extremeMember, TOUR_FILL } from '../modules/tree/tour';

/**
 * Hangs a chain of `depth` members below the extreme-left member of `underId`'s left leg with
 * set-based SQL (no per-row round trips), then rebuilds the tour. For tests and benches.
 */
export async function buildExtremeLeftChain(db: Database, underId: number, depth: number) {
  return db.transaction(async (tx) => {
    // The rows are consistent by construction: skip the per-row foreign-key triggers.
    await tx.execute(sql`set local session_replication_role = replica`);
    return hangChain(tx, underId, depth);
  });
}

async function hangChain(db: Executor, underId: number, depth: number) {
  const tailId = await extremeMember(db, underId, 'L');
  const [tail] = await queryRows<{ depth: number; next_id: string }>(
    db,
    sql`select depth, (select coalesce(max(id), 0) + 1 from members) as next_id
          from members where id = ${tailId}`,
  );
  if (!tail) throw new Error('no such member');
  const first = Number(tail.next_id);
  const last = first + depth - 1;
  // Registered members have random codes (LT + 7 digits): the chain's codes, one per id from a
  // base, take a range none of them is in.
  const codeOf = (n: number) => `LT${String(n).padStart(7, '0')}`;
  let base = 1_000_000;
  for (;;) {
    const [taken] = await queryRows<{ n: string | number }>(
      db,
      sql`select count(*) as n from members
           where sponsor_code between ${codeOf(base + first)} and ${codeOf(base + last)}`,
    );
    if (Number(taken?.n) === 0) break;
    base += depth + 1;
    if (base + last > 9_999_999) throw new Error('no free range of sponsor codes');
  }
  await db.execute(sql`
    insert into members (id, sponsor_code, name, mobile_number, email, password_hash, unique_key_hash,
                         sponsor_id, sponsor_side, parent_id, side, depth)
    select g, 'LT' || lpad((${base}::bigint + g)::text, 7, '0'), 'Deep ' || g, '9000000000', 'deep@example.com',
           'x', 'x', ${underId}, 'L', case when g = ${first} then ${tailId} else g - 1 end, 'L',
           ${tail.depth} + 1 + (g - ${first})
      from generate_series(${first}::bigint, ${last}::bigint) g`);
  await db.execute(sql`
    insert into member_points (member_id) select g from generate_series(${first}::bigint, ${last}::bigint) g`);
  await db.execute(sql`select setval(pg_get_serial_sequence('members', 'id'), ${last})`);
  // The tour of the whole network again, walked from the root and packed as the migration packs it.
  await db.execute(sql`select tour_order_from_members()`);
  await db.execute(sql`select tour_pack(${TOUR_FILL})`);
  return { firstId: first, lastId: last };
}
