import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Side } from '../../db/schema';
import { queryPrepared, type Tx } from '../../db/raw';
import { guards } from '../../shared/guards';
import { tourInsertCall } from './tour';

export type NewMemberValues = {
  name: string;
  mobileNumber: string;
  email: string;
  passwordHash: string;
  uniqueKeyHash: string;
  sponsorId: number;
};

export type PlacedMember = { id: number; sponsorCode: string; parentId: number; side: Side };

export function randomSponsorCode(): string {
  return `LT${randomInt(0, 10_000_000).toString().padStart(7, '0')}`;
}

/**
 * Places a new member at the extreme end of one leg of `underId` (decisions §4) and puts them in
 * the tour, which counts them in their ancestors' legs, in one statement. The tour's lock
 * serialises placements, so the end of the leg cannot move meanwhile; the unique (parent_id, side)
 * index makes a doubled slot impossible regardless. The sponsor is `underId` or above it: the new
 * member sits on the side of the sponsor's tree `underId` does, or on the placement's side below
 * the sponsor itself.
 */
export async function placeAtExtreme(
  tx: Tx,
  underId: number,
  side: Side,
  values: NewMemberValues,
): Promise<PlacedMember> {
  let placed:
    | { id: string | number; sponsor_code: string; parent_id: string | number; sponsor_side: Side }
    | undefined;
  for (let attempt = 0; !placed && attempt < 20; attempt++) {
    // One statement: the slot (the tour's lock first, then the end of the leg, decision 0011), the
    // member's row, its three items in the tour (their foreign keys are checked when the tour's
    // insert ends, by when the row is there) and its counters. Prepared: planned once per
    // connection, its text the same for either side.
    [placed] = await queryPrepared<NonNullable<typeof placed>>(
      tx,
      'place_member',
      sql`
        with slot as (
          select * from tour_slot(${underId}, ${side === 'L'}, ${values.sponsorId}, ${guards.tourLock})
        ),
        member as (
          insert into members (sponsor_code, name, mobile_number, email, password_hash,
                               unique_key_hash, sponsor_id, sponsor_side, parent_id, side, depth)
          select ${randomSponsorCode()}, ${values.name}, ${values.mobileNumber}, ${values.email},
                 ${values.passwordHash}, ${values.uniqueKeyHash}, ${values.sponsorId},
                 s.slot_sponsor_side, s.slot_parent, ${side}, s.slot_depth + 1
            from slot s
          on conflict (sponsor_code) do nothing
          returning id, sponsor_code, parent_id, sponsor_side
        ),
        joined as (
          select ${tourInsertCall(sql`id`, sql`parent_id`, side)} from member
        ),
        counters as (insert into member_points (member_id) select id from member)
        select member.*, (select count(*) from joined) as joined from member`,
    );
  }
  if (!placed) throw new Error('could not draw a free sponsor ID');
  const id = Number(placed.id);
  const parentId = Number(placed.parent_id);
  if (!placed.sponsor_side)
    throw new Error(`sponsor ${values.sponsorId} is not above member ${id}`);

  return { id, sponsorCode: placed.sponsor_code, parentId, side };
}
