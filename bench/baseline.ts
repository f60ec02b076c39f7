/**
 * "The usual way", on the same database and the same tree, in its own tables so the application's
 * rows stay intact (its own rows go into members, and are rolled back): team points and leg member
 * counts kept per member and updated ancestor by ancestor, placement by walking down the leg, and
 * a close that reads and saves every member. Each operation runs in a
 * transaction that is rolled back (as ours are in ours.ts), within a time budget: when the budget
 * runs out the time is extrapolated linearly to the whole walk, and the result says so.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { queryRows, rolledBack, type Tx } from '../server/db/raw';
import { insertInBatches } from './batches';
import type { Network } from './networks';
import { at, LEFT } from './tree';

export type Timed = {
  /** Seconds for one whole operation (extrapolated when `extrapolated`). */
  seconds: number;
  /** Round trips done, and how many the whole operation takes. */
  steps: number;
  totalSteps: number;
  extrapolated: boolean;
};

/**
 * bench_usual_points: what the usual way keeps of every member's legs, ancestor by ancestor: team
 * points and their carry, and how many members each leg holds (the product reads those counts: the
 * weaker leg of a registration without a side, the console's member view).
 */
export async function createUsualTables(db: Database, network: Network) {
  const t = network.tree;
  const n = t.size + 1;
  const points = [new Float64Array(n), new Float64Array(n)];
  const members = [new Float64Array(n), new Float64Array(n)];
  const below = new Float64Array(n).fill(1);
  for (let id = t.size; id >= 2; id--)
    below[at(t.parent, id)] = at(below, at(t.parent, id)) + at(below, id);
  for (let id = 2; id <= t.size; id++) {
    const leg = t.side[id] === LEFT ? 0 : 1;
    const parent = at(t.parent, id);
    const legPoints = points[leg] ?? new Float64Array(0);
    const legMembers = members[leg] ?? new Float64Array(0);
    legPoints[parent] = at(legPoints, parent) + at(network.subtreePoints, id);
    legMembers[parent] = at(legMembers, parent) + at(below, id);
  }
  await dropUsualTables(db);
  await db.execute(sql`
    create table bench_usual_points (
      member_id bigint primary key, left_points bigint not null, right_points bigint not null,
      carry_left bigint not null default 0, carry_right bigint not null default 0,
      left_members bigint not null default 0, right_members bigint not null default 0)`);
  const column = (values: Float64Array | undefined) => (i: number) =>
    String(at(values ?? [], i + 1));
  await insertInBatches(
    db,
    t.size,
    [
      { name: 'id', type: 'bigint', value: (i) => String(i + 1) },
      { name: 'l', type: 'bigint', value: column(points[0]) },
      { name: 'r', type: 'bigint', value: column(points[1]) },
      { name: 'lm', type: 'bigint', value: column(members[0]) },
      { name: 'rm', type: 'bigint', value: column(members[1]) },
    ],
    (source) => sql`
      insert into bench_usual_points (member_id, left_points, right_points, left_members,
                                      right_members)
      select id, l, r, lm, rm from ${source}`,
  );
  await db.execute(sql`analyze bench_usual_points`);
}

const elapsedSince = (started: number) => (performance.now() - started) / 1000;

function result(started: number, steps: number, totalSteps: number): Timed {
  const seconds = elapsedSince(started);
  const extrapolated = steps < totalSteps;
  return {
    seconds: extrapolated ? (seconds * totalSteps) / Math.max(1, steps) : seconds,
    steps,
    totalSteps,
    extrapolated,
  };
}

/**
 * Up the tree from `from`, parent by parent, one UPDATE of bench_usual_points per ancestor (`set`
 * names the columns, from the side the walk came up on: `m.side`) until the root or until `until`
 * says stop: answers how many it updated and whether it reached the root.
 */
async function updateAncestors(
  tx: Tx,
  from: number,
  set: SQL,
  until: () => boolean,
): Promise<{ steps: number; done: boolean }> {
  let current = from;
  let steps = 0;
  while (!until()) {
    const [up] = await queryRows<{ member_id: string | number }>(
      tx,
      sql`update bench_usual_points u set ${set}
            from members m
           where m.id = ${current} and u.member_id = m.parent_id
          returning u.member_id`,
    );
    if (!up) return { steps, done: true };
    current = Number(up.member_id);
    steps++;
  }
  return { steps, done: false };
}

/** The usual way's table goes once its in-process timings are taken: the HTTP load never reads it. */
export async function dropUsualTables(db: Database) {
  await db.execute(sql`drop table if exists bench_usual_points`);
}

/** An approval the usual way: up the tree parent by parent, one UPDATE per ancestor. */
export async function usualApproval(
  db: Database,
  buyerId: number,
  depth: number,
  points: number,
  budgetSeconds: number,
): Promise<Timed> {
  return rolledBack(db, async (tx) => {
    const started = performance.now();
    const up = await updateAncestors(
      tx,
      buyerId,
      sql`left_points = u.left_points + case m.side when 'L' then ${points}::bigint else 0 end,
          right_points = u.right_points + case m.side when 'R' then ${points}::bigint else 0 end`,
      () => elapsedSince(started) >= budgetSeconds,
    );
    return result(started, up.steps, up.done ? up.steps : depth);
  });
}

/**
 * A placement the usual way: down the leg member by member (one SELECT each); the member's row (the
 * same insert as ours, its depth known from the walk) and its counters' row in one statement; then
 * up the tree, one member more in the leg of every ancestor (one UPDATE each).
 */
export async function usualPlacement(
  db: Database,
  underId: number,
  legLength: number,
  budgetSeconds: number,
): Promise<Timed> {
  // From the root: the leg's length + 1 reads, one insert, and as many ancestors to update.
  const totalSteps = 2 * (legLength + 1) + 1;
  return rolledBack(db, async (tx) => {
    const started = performance.now();
    const outOfTime = () => elapsedSince(started) >= budgetSeconds;
    let current = underId;
    let steps = 0;
    for (;;) {
      if (outOfTime()) return result(started, steps, totalSteps);
      const [below] = await queryRows<{ id: string | number }>(
        tx,
        sql`select id from members where parent_id = ${current} and side = 'L'`,
      );
      steps++;
      if (!below) break;
      current = Number(below.id);
    }
    const [member] = await queryRows<{ id: string | number }>(
      tx,
      sql`
        with member as (
          insert into members (sponsor_code, name, mobile_number, email, password_hash,
                               unique_key_hash, sponsor_id, sponsor_side, parent_id, side, depth)
          values ('LT9999999', 'Usual Placement', '7000000000', 'usual@example.com', 'x', 'x',
                  ${underId}, 'L', ${current}, 'L', ${steps})
          returning id
        ),
        counters as (
          insert into bench_usual_points (member_id, left_points, right_points)
          select id, 0, 0 from member
        )
        select id from member`,
    );
    steps++;
    const up = await updateAncestors(
      tx,
      Number(member?.id),
      sql`left_members = u.left_members + case m.side when 'L' then 1 else 0 end,
          right_members = u.right_members + case m.side when 'R' then 1 else 0 end`,
      outOfTime,
    );
    return result(started, steps + up.steps, up.done ? steps + up.steps : totalSteps);
  });
}

/**
 * A period close the usual way: every member read and saved, one UPDATE each (in one transaction,
 * which spares the usual way a commit per member). Timed on a slice, extrapolated to `members`.
 */
export async function usualClose(
  db: Database,
  members: number,
  budgetSeconds: number,
  maxMembers: number,
): Promise<Timed> {
  return rolledBack(db, async (tx) => {
    const started = performance.now();
    let steps = 0;
    for (let id = 1; id <= members && steps < maxMembers; id++) {
      if (elapsedSince(started) >= budgetSeconds) break;
      const [row] = await queryRows<Record<string, string | number>>(
        tx,
        sql`select u.left_points, u.right_points, u.carry_left, u.carry_right, m.is_active
              from bench_usual_points u join members m on m.id = u.member_id
             where u.member_id = ${id}`,
      );
      if (!row) continue;
      const left = Number(row['left_points']) + Number(row['carry_left']);
      const right = Number(row['right_points']) + Number(row['carry_right']);
      const matched = row['is_active'] ? Math.min(left, right) : 0;
      await tx.execute(sql`
        update bench_usual_points
           set carry_left = ${left - matched}, carry_right = ${right - matched},
               left_points = 0, right_points = 0
         where member_id = ${id}`);
      steps++;
    }
    return result(started, steps, members);
  });
}
