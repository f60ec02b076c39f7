/**
 * "The usual way", on the same database and the same tree, in its own tables so the application's
 * rows stay intact: team points kept per member and updated ancestor by ancestor, placement by
 * walking down the leg, and a close that reads and saves every member. Each operation runs in a
 * transaction that is rolled back (as ours are in ours.ts), within a time budget: when the budget
 * runs out the time is extrapolated linearly to the whole walk, and the result says so.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../server/db/client';
import { queryRows, type Tx } from '../server/db/raw';
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

class Rollback extends Error {}

/** Runs `work` in a transaction that is always rolled back; answers what `work` answered. */
export async function rolledBack<T>(db: Database, work: (tx: Tx) => Promise<T>): Promise<T> {
  let result: T | undefined;
  try {
    await db.transaction(async (tx) => {
      result = await work(tx);
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return result as T;
}

/** bench_usual_points: every member's left and right team points and carry, as the usual way keeps them. */
export async function createUsualTables(db: Database, network: Network) {
  const t = network.tree;
  const left = new Float64Array(t.size + 1);
  const right = new Float64Array(t.size + 1);
  for (let id = 2; id <= t.size; id++) {
    const legs = t.side[id] === LEFT ? left : right;
    legs[at(t.parent, id)] = at(legs, at(t.parent, id)) + at(network.subtreePoints, id);
  }
  await db.execute(sql`drop table if exists bench_usual_points`);
  await db.execute(sql`
    create table bench_usual_points (
      member_id bigint primary key, left_points bigint not null, right_points bigint not null,
      carry_left bigint not null default 0, carry_right bigint not null default 0)`);
  await insertInBatches(
    db,
    t.size,
    [
      { name: 'id', type: 'bigint', value: (i) => String(i + 1) },
      { name: 'l', type: 'bigint', value: (i) => String(left[i + 1]) },
      { name: 'r', type: 'bigint', value: (i) => String(right[i + 1]) },
    ],
    (source) => sql`
      insert into bench_usual_points (member_id, left_points, right_points)
      select id, l, r from ${source}`,
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
    let current = buyerId;
    let steps = 0;
    while (elapsedSince(started) < budgetSeconds) {
      const [up] = await queryRows<{ member_id: string | number }>(
        tx,
        sql`update bench_usual_points u
               set left_points = u.left_points + case m.side when 'L' then ${points}::bigint else 0 end,
                   right_points = u.right_points + case m.side when 'R' then ${points}::bigint else 0 end
              from members m
             where m.id = ${current} and u.member_id = m.parent_id
            returning u.member_id`,
      );
      if (!up) return result(started, steps, steps);
      current = Number(up.member_id);
      steps++;
    }
    return result(started, steps, depth);
  });
}

/**
 * A placement the usual way: down the leg member by member (one SELECT each), then the member's
 * row (the same insert as ours, its depth known from the walk) and its counters' row, in one
 * statement.
 */
export async function usualPlacement(
  db: Database,
  underId: number,
  legLength: number,
  budgetSeconds: number,
): Promise<Timed> {
  return rolledBack(db, async (tx) => {
    const started = performance.now();
    let current = underId;
    let steps = 0;
    while (elapsedSince(started) < budgetSeconds) {
      const [below] = await queryRows<{ id: string | number }>(
        tx,
        sql`select id from members where parent_id = ${current} and side = 'L'`,
      );
      if (!below) {
        await tx.execute(sql`
          with member as (
            insert into members (sponsor_code, name, mobile_number, email, password_hash,
                                 unique_key_hash, sponsor_id, sponsor_side, parent_id, side, depth)
            values ('LT9999999', 'Usual Placement', '7000000000', 'usual@example.com', 'x', 'x',
                    ${underId}, 'L', ${current}, 'L', ${steps + 1})
            returning id
          )
          insert into bench_usual_points (member_id, left_points, right_points)
          select id, 0, 0 from member`);
        return result(started, steps + 1, steps + 1);
      }
      current = Number(below.id);
      steps++;
    }
    return result(started, steps, legLength + 1);
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
