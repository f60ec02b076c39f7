import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Side } from '../../db/schema';
import { queryRows, type Tx } from '../../db/raw';
import { guards } from '../../shared/guards';
import { addToLegTotalsAbove } from './spines';

export type NewMemberValues = {
  name: string;
  mobileNumber: string;
  email: string;
  passwordHash: string;
  uniqueKeyHash: string;
  sponsorId: number;
};

export type PlacedMember = { id: number; sponsorCode: string; parentId: number; side: Side };

type SpineRow = {
  head_id: string | number;
  tail_id: string | number;
  tail_depth: number;
  tail_left_pos: number;
  tail_right_pos: number;
};

export function randomSponsorCode(): string {
  return `LT${randomInt(0, 10_000_000).toString().padStart(7, '0')}`;
}

/**
 * Places a new member at the extreme end of one leg of `underId` (decisions §4) and records them in
 * their ancestors' leg totals. The row lock on that leg's spine serialises concurrent placements into
 * the same leg; the unique (parent_id, side) index makes a doubled slot impossible regardless.
 * The number of statements does not depend on the depth of the leg.
 */
export async function placeAtExtreme(
  tx: Tx,
  underId: number,
  side: Side,
  values: NewMemberValues,
): Promise<PlacedMember> {
  // Lock the leg's spine row alone: a join here would be re-checked against the old tail under
  // READ COMMITTED and lose the row when a concurrent placement moved the tail.
  const [locked] = await queryRows<{ head_id: string | number; tail_id: string | number }>(
    tx,
    sql`
      select head_id, tail_id from spines
       where side = ${side}
         and head_id = (select case ${side} when 'L' then left_head else right_head end
                          from members where id = ${underId})
         ${guards.spineLock ? sql`for update` : sql``}`,
  );
  if (!locked) throw new Error(`member ${underId} or its spine is missing`);
  const [spine] = await queryRows<SpineRow>(
    tx,
    sql`select ${locked.head_id}::bigint as head_id, id as tail_id, depth as tail_depth,
               left_pos as tail_left_pos, right_pos as tail_right_pos
          from members where id = ${locked.tail_id}`,
  );
  if (!spine) throw new Error(`tail of member ${underId}'s leg is missing`);
  const headId = Number(spine.head_id);
  const parentId = Number(spine.tail_id);
  const left = side === 'L';

  let placed: { id: string | number; sponsor_code: string } | undefined;
  for (let attempt = 0; !placed && attempt < 20; attempt++) {
    [placed] = await queryRows<{ id: string | number; sponsor_code: string }>(
      tx,
      sql`
        with next as (select nextval(pg_get_serial_sequence('members', 'id')) as id)
        insert into members (id, sponsor_code, name, mobile_number, email, password_hash,
                             unique_key_hash, sponsor_id, parent_id, side, depth,
                             left_head, left_pos, right_head, right_pos)
        select id, ${randomSponsorCode()}, ${values.name}, ${values.mobileNumber}, ${values.email},
               ${values.passwordHash}, ${values.uniqueKeyHash}, ${values.sponsorId}, ${parentId},
               ${side}, ${spine.tail_depth + 1},
               ${left ? headId : sql`id`}, ${left ? spine.tail_left_pos + 1 : 0},
               ${left ? sql`id` : headId}, ${left ? 0 : spine.tail_right_pos + 1}
          from next
        on conflict (sponsor_code) do nothing
        returning id, sponsor_code`,
    );
  }
  if (!placed) throw new Error('could not draw a free sponsor ID');
  const id = Number(placed.id);

  await tx.execute(sql`
    with tail as (
      update spines set tail_id = ${id}, length = length + 1
       where head_id = ${headId} and side = ${side}
    )
    insert into spines (head_id, side, tail_id, length)
    values (${id}, ${left ? 'R' : 'L'}, ${id}, 1)`);
  const sponsorSide = await addToLegTotalsAbove(tx, id, { members: 1 }, values.sponsorId);
  if (!sponsorSide) throw new Error(`sponsor ${values.sponsorId} is not above member ${id}`);
  await tx.execute(sql`
    with sponsored as (update members set sponsor_side = ${sponsorSide} where id = ${id})
    insert into member_points (member_id) values (${id})`);

  return { id, sponsorCode: placed.sponsor_code, parentId, side };
}
