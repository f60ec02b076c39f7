/**
 * The network's Euler tour in a counted B-tree (docs/decisions/0011; the SQL functions are in
 * migration 0012). Every operation is one statement; each reads or writes at most one block's
 * entries per level of the B-tree, whatever the shape of the network.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Side } from '../../db/schema';
import { queryPrepared, queryRows, type Executor } from '../../db/raw';

/** How full a bulk load packs the tour's blocks (migration 0012 too): room for a third more in place. */
export const TOUR_FILL = 48;

/** Item kinds: a member's open, mid and close in the tour. */
const OPEN = 0;
const MID = 1;

/**
 * The call that puts a new member into the tour as a child on `side` of its parent: a left
 * child's walk starts right after its parent's open, a right child's right after its mid. Member
 * and parent may be values or columns of the statement it is part of (placement's insert).
 */
export const tourInsertCall = (member: SQL | number, parent: SQL | number, side: Side) =>
  sql`tour_insert(${member}, ${parent}, ${side === 'L' ? OPEN : MID}::smallint)`;

/** Puts a new member into the tour below its parent (the network's root: no parent). */
export async function joinTour(
  db: Executor,
  memberId: number,
  parent: { id: number; side: Side } | null,
): Promise<void> {
  await db.execute(
    parent
      ? sql`select ${tourInsertCall(memberId, parent.id, parent.side)}`
      : sql`select tour_insert(${memberId}, null, null)`,
  );
}

/**
 * The call that adds an approved order's points to the buyer, and so to every leg the buyer is in:
 * the buyer's mid and the blocks above it (part of the approval's statement).
 */
export const tourAddCall = (memberId: number, points: number) =>
  sql`tour_add(${memberId}, ${points})`;

export async function addToTour(db: Executor, memberId: number, points: number): Promise<void> {
  await db.execute(sql`select ${tourAddCall(memberId, points)}`);
}

export type LegTotals = {
  members: { left: number; right: number };
  points: { left: number; right: number };
};

/**
 * How many members, and how many all-time team points, a member's left and right legs hold: the
 * tour between its open and its mid, and between its mid and its close.
 */
export async function legTotals(db: Executor, memberId: number): Promise<LegTotals> {
  const [row] = await queryPrepared<Record<string, string | number>>(
    db,
    'leg_totals',
    sql`select * from tour_leg_totals(${memberId})`,
  );
  if (!row) throw new Error(`member ${memberId} is not in the tour`);
  return {
    members: { left: Number(row['left_members']), right: Number(row['right_members']) },
    points: { left: Number(row['left_points']), right: Number(row['right_points']) },
  };
}

/**
 * What a member's legs were summed from (decision 0011, "Leg stamps"): while it stays the same,
 * so do the member's leg totals.
 */
export async function legStamp(db: Executor, memberId: number): Promise<string> {
  const [row] = await queryPrepared<{ stamp: string }>(
    db,
    'leg_stamp',
    sql`select stamp from tour_leg_stamp(${memberId})`,
  );
  if (!row) throw new Error(`member ${memberId} is not in the tour`);
  return row.stamp;
}

/** The last member on the outer edge of a member's leg (the member itself when that leg is empty). */
export async function extremeMember(db: Executor, memberId: number, side: Side): Promise<number> {
  const [row] = await queryPrepared<{ id: string | number | null }>(
    db,
    'extreme_member',
    sql`select tour_extreme(${memberId}, ${side === 'L'}) as id`,
  );
  if (row?.id === null || row?.id === undefined)
    throw new Error(`member ${memberId} is not in the tour`);
  return Number(row.id);
}

/**
 * Which leg of `ancestorId` holds `memberId` (undefined when it is not below it): the member's open
 * lies between the ancestor's open and close, before its mid on the left.
 */
export async function sideBelow(
  db: Executor,
  ancestorId: number,
  memberId: number,
): Promise<Side | undefined> {
  const [row] = await queryRows<{ side: Side | null }>(
    db,
    sql`select tour_side_below(${ancestorId}, ${memberId}) as side`,
  );
  return row?.side ?? undefined;
}

/** Whether `ancestorId` lies above `memberId` in the tree (a member is not its own ancestor). */
export async function isAncestor(db: Executor, ancestorId: number, memberId: number) {
  return (await sideBelow(db, ancestorId, memberId)) !== undefined;
}
