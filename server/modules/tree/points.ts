import { sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/raw';
import type { Side } from '../../db/schema';
import { packageById } from '../catalogue/catalogue';
import { MICRO, percentOf } from '../../shared/money';
import { PLAN } from '../../shared/plan';
import { tourAddCall } from './tour';

/**
 * The open period, share-locked so that a close (which locks it for update) waits for this
 * transaction and later approvals wait for the close. A close that committed meanwhile leaves the
 * locked row closed; the next statement then sees the period it opened.
 */
export async function lockOpenPeriod(tx: Tx): Promise<number> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`select id from periods where closed_at is null for share`,
    );
    if (row) return row.id;
  }
  throw new Error('no open period');
}

export type ApprovedOrder = {
  memberId: number;
  packageId: number;
  points: number;
  priceMicro: number;
};

/**
 * Everything an approved order changes besides its own row (decisions §5, §6), in the caller's
 * transaction and in a fixed lock order (period, member counters by id, the tour's root row):
 * the buyer's personal points, cap, package and Active status; every ancestor's team points (the
 * tour: the period's are the all-time totals less those at the last close); the sponsor's direct
 * points on the buyer's side and direct bonus.
 * Three statements whatever the depth of the buyer.
 */
export async function applyApprovedOrder(tx: Tx, order: ApprovedOrder): Promise<void> {
  // The close reads every leg's total as of its moment (decision 0011): it waits for this approval.
  await lockOpenPeriod(tx);
  const pkg = packageById(order.packageId);
  const [buyer] = await queryRows<{
    sponsor_id: string | number | null;
    sponsor_side: Side | null;
    sponsor_active: boolean | null;
  }>(
    tx,
    sql`
      with locked as (
        select member_id from member_points
         where member_id in (select id from members where id = ${order.memberId}
                             union all select sponsor_id from members where id = ${order.memberId})
         order by member_id for update
      )
      select m.sponsor_id, m.sponsor_side, s.is_active as sponsor_active, (select count(*) from locked) as locked
        from members m left join members s on s.id = m.sponsor_id
       where m.id = ${order.memberId}`,
  );
  if (!buyer) throw new Error(`member ${order.memberId} is missing`);

  const education = pkg.education;
  const sponsor =
    buyer.sponsor_id !== null && buyer.sponsor_side
      ? {
          id: Number(buyer.sponsor_id),
          column: buyer.sponsor_side === 'L' ? sql`direct_left` : sql`direct_right`,
          bonus: buyer.sponsor_active ? percentOf(order.priceMicro, PLAN.directBonusPercent) : 0,
        }
      : undefined;
  // One statement: the buyer's counters and status, the sponsor's direct points and bonus, and
  // the tour (the counters' rows are locked above, the tour's root inside tour_add).
  await tx.execute(sql`
    with counters as (
      update member_points set
        personal = personal + ${order.points},
        cap_micro = ${education ? sql`greatest(cap_micro, ${order.priceMicro})` : sql`cap_micro`},
        current_package_id = ${education ? pkg.id : sql`current_package_id`}
       where member_id = ${order.memberId}
    ),
    activated as (
      update members set is_active = true
       where id = ${order.memberId} and ${education} and not is_active
    ),
    ${
      sponsor
        ? sql`sponsor as (
      update member_points set ${sponsor.column} = ${sponsor.column} + ${order.points},
                               open_direct_bonus = open_direct_bonus + ${sponsor.bonus}
       where member_id = ${sponsor.id}
    ),`
        : sql``
    }
    tour as (select ${tourAddCall(order.memberId, order.points)})
    select count(*) from tour`);
}

/** Whole-USDT points of a package price in micro-USDT. */
export const pointsOf = (priceMicro: number) => Math.floor(priceMicro / MICRO);
