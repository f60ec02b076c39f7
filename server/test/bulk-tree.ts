import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Executor } from '../db/raw';
import { queryRows } from '../db/raw';
import { addToLegTotalsAbove } from '../modules/tree/spines';

/**
 * Hangs a chain of `depth` members below the extreme-left member of `underId`'s left leg with
 * set-based SQL (no per-row round trips), keeping spines and leg totals exact. For tests and benches.
 */
export async function buildExtremeLeftChain(db: Database, underId: number, depth: number) {
  return db.transaction(async (tx) => {
    // The rows are consistent by construction: skip the per-row foreign-key triggers.
    await tx.execute(sql`set local session_replication_role = replica`);
    return hangChain(tx, underId, depth);
  });
}

async function hangChain(db: Executor, underId: number, depth: number) {
  const [spine] = await queryRows<{
    head_id: string;
    tail_id: string;
    tail_pos: number;
    tail_depth: number;
    next_id: string;
  }>(
    db,
    sql`select s.head_id, s.tail_id, t.left_pos as tail_pos, t.depth as tail_depth,
               (select coalesce(max(id), 0) + 1 from members) as next_id
          from members p
          join spines s on s.head_id = p.left_head and s.side = 'L'
          join members t on t.id = s.tail_id
         where p.id = ${underId}`,
  );
  if (!spine) throw new Error('no such member');
  const first = Number(spine.next_id);
  const last = first + depth - 1;
  const head = Number(spine.head_id);
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
                         sponsor_id, sponsor_side, parent_id, side, depth,
                         left_head, left_pos, right_head, right_pos)
    select g, 'LT' || lpad((${base}::bigint + g)::text, 7, '0'), 'Deep ' || g, '9000000000', 'deep@example.com',
           'x', 'x', ${underId}, 'L', case when g = ${first} then ${Number(spine.tail_id)} else g - 1 end, 'L',
           ${spine.tail_depth} + 1 + (g - ${first}), ${head}, ${spine.tail_pos} + 1 + (g - ${first}), g, 0
      from generate_series(${first}::bigint, ${last}::bigint) g`);
  await db.execute(sql`
    insert into spines (head_id, side, tail_id, length)
    select g, 'R', g, 1 from generate_series(${first}::bigint, ${last}::bigint) g`);
  await db.execute(sql`
    insert into member_points (member_id) select g from generate_series(${first}::bigint, ${last}::bigint) g`);

  await db.execute(sql`
    update spines set tail_id = ${last}, length = length + ${depth}
     where head_id = ${head} and side = 'L'`);
  // Every new member at position p added 1 to the Fenwick nodes of prefix p on this spine:
  // node i gains the number of such p in [i, i + lowbit(i) - 1].
  const from = spine.tail_pos + 1;
  const to = spine.tail_pos + depth;
  await db.execute(sql`
    insert into leg_totals (spine_head, side, idx, members)
    select ${head}, 'L', i, least(${to}, i + (i & -i) - 1) - greatest(${from}, i) + 1
      from generate_series(1, ${to}) i
     where least(${to}, i + (i & -i) - 1) >= greatest(${from}, i)
    on conflict (spine_head, side, idx) do update set members = leg_totals.members + excluded.members`);
  await addToLegTotalsAbove(db, head, { members: depth });
  await db.execute(sql`select setval(pg_get_serial_sequence('members', 'id'), ${last})`);
  return { firstId: first, lastId: last };
}
