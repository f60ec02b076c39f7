import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RankReward } from '../../../contract/admin';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw';
import { RANKS } from '../../shared/plan';
import {
  decodeCursor,
  fromMicros,
  isoOf,
  isoOrNull,
  keyId,
  microsOf,
  pageOf,
  type ListQuery,
  type Page,
  type Row,
} from '../../shared/paging';
import { memberRefOf } from '../members/views';
import { rankName, ranked } from './service';

/** Ranks reached, newest first; ranks one close recorded share its time, so the key goes on. */
const rewardKey = z.tuple([keyId, keyId, keyId]);

export async function rankRewards(
  db: Database,
  query: ListQuery & { status?: RankReward['status'] | undefined },
): Promise<Page<RankReward>> {
  const after = decodeCursor(query.cursor, rewardKey);
  const rows = await queryRows<Row>(
    db,
    sql`select r.*, ${microsOf(sql`r.achieved_at`)} as achieved_us,
               m.name as member_name, m.sponsor_code as member_code
          from member_ranks r join members m on m.id = r.member_id
         where ${ranked(sql`r.member_id`)}
           and ${query.status ? sql`r.status = ${query.status}` : sql`true`}
           and ${
             after
               ? sql`(r.achieved_at, r.member_id, r.rank)
                       < (${fromMicros(after[0])}, ${after[1]}, ${after[2]})`
               : sql`true`
           }
         order by r.achieved_at desc, r.member_id desc, r.rank desc
         limit ${query.limit + 1}`,
  );
  return pageOf(
    rows,
    query.limit,
    (r) => ({
      member: memberRefOf(r),
      rank: Number(r['rank']),
      rankName: rankName(Number(r['rank'])),
      reward: RANKS[Number(r['rank']) - 1]?.reward ?? '',
      status: r['status'] as RankReward['status'],
      achievedAt: isoOf(r['achieved_at']),
      claimedAt: isoOrNull(r['claimed_at']),
    }),
    (r) => [Number(r['achieved_us']), Number(r['member_id']), Number(r['rank'])],
  );
}
