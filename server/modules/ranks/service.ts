import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { databaseErrorOf, queryRows, type Executor, type Tx } from '../../db/raw';
import { RANKS, RANK_THRESHOLDS, rankFor } from '../../shared/plan';
import { DomainError } from '../../shared/errors';
import { audit, type Actor } from '../audit/service';
import { oweNotices } from '../notifications/owed';
import { notifyMembers } from '../notifications/service';
import { legTotals } from '../tree/tour';

/** The thresholds as a SQL array literal, for set-based rank checks. */
const thresholdsArray = sql.raw(`array[${RANK_THRESHOLDS.join(',')}]::bigint[]`);

/** `rankFor` in SQL: the highest rank two legs' points reach (0 for none). */
export const rankOf = (left: SQL, right: SQL) =>
  sql`width_bucket(least(${left}, ${right}), ${thresholdsArray})`;

/**
 * Records every rank a member's all-time legs reach (decisions §6) that is not recorded yet, as
 * `unclaimed`. Called when ranks are read and by each close; a no-op when nothing new was reached.
 */
export async function recordRanks(db: Executor, memberId: number, left: number, right: number) {
  const reached = rankFor(left, right);
  if (reached === 0) return;
  await recordRankRows(
    db,
    sql`select ${memberId}::bigint, r from generate_series(1, ${reached}) r`,
  );
}

const RANKS_PAGE = '/userdashboard/rewards';

/** The ranks' names and rewards as a SQL table (rank, name, reward), from the plan. */
const rankTable = sql.raw(
  `(values ${RANKS.map((r, i) => `(${i + 1}, '${r.name.replace(/'/g, "''")}', '${r.reward.replace(/'/g, "''")}')`).join(', ')}) as rk(rank, name, reward)`,
);

/**
 * The rank-reached notice for each member of `added` (member_id, rank): one per member, naming the
 * highest rank just reached (decisions §14); a close that passes several ranks at once says so
 * rather than sending one notice per rank.
 */
export const rankMessages = (added: SQL) => sql`
  select a.member_id, 'Rank reached: ' || rk.name as title,
         'Congratulations, you reached ' || rk.name || '. Your reward: ' || rk.reward || '.'
           || case when a.ranks > 1
                   then ' The rewards of the ranks you passed on the way are waiting too.'
                   else '' end as body
    from (select member_id, max(rank) as rank, count(*) as ranks from ${added} group by member_id) a
    join ${rankTable} on rk.rank = a.rank`;

/**
 * Whether the member `memberId` names can hold ranks: every member but the company root (decisions
 * §3: the root is the company's own account, not someone a reward is handed to). By id, so that a
 * close's hundreds of thousands of ranks need no read of their members.
 */
export const ranked = (memberId: SQL) =>
  sql`${memberId} <> all (select id from members where parent_id is null)`;

const UNIQUE_VIOLATION = '23505';

/**
 * Records the ranks a close's `candidates` (member_id, rank) reach at the close's time, which they
 * share, and owes their notices (decision 0013): the worker writes them from these rows.
 *
 * A plain insert of the ranks not recorded yet: at a million members (361,000 ranks at the first
 * close) ON CONFLICT's speculative insertion took 6-7 s against 4.4-5.1 s. A read may record one of
 * the same ranks after the check and before the insert (reads take no period lock); that unique
 * violation rolls back the savepoint alone, and the ranks go again with ON CONFLICT.
 *
 * Sorted, so that every candidate is checked before the first row goes in: a network whose members
 * hold no rank yet has an empty, analysed member_ranks, the planner then scans it once per
 * candidate, and each scan also reads the rows this insert has added so far (invisible to it, but
 * read): a first close of a million members ran for minutes. Behind the sort the check is done
 * while the table is still as it was, and the rows go into the key's index in its order.
 */
export async function recordCloseRanks(tx: Tx, achievedAt: Date, candidates: SQL) {
  const insert = (onConflict: SQL) => sql`
    insert into member_ranks (member_id, rank, achieved_at)
    select c.member_id, c.rank, ${achievedAt} from (${candidates}) as c(member_id, rank)
     where ${ranked(sql`c.member_id`)}
       and not exists (select 1 from member_ranks x where x.member_id = c.member_id and x.rank = c.rank)
     order by c.member_id, c.rank
    ${onConflict}`;
  try {
    await tx.transaction((savepoint) => savepoint.execute(insert(sql``)));
  } catch (error) {
    if (databaseErrorOf(error).code !== UNIQUE_VIOLATION) throw error;
    await tx.execute(insert(sql`on conflict do nothing`));
  }
  await oweNotices(tx, 'rank_reached', achievedAt.toISOString());
}

/** The owed rank notices of the close at `source` (its time), from the ranks it recorded. */
export async function writeCloseRankNotices(tx: Executor, source: string): Promise<void> {
  await notifyMembers(
    tx,
    'rank_reached',
    RANKS_PAGE,
    rankMessages(
      sql`(select member_id, rank from member_ranks where achieved_at = ${new Date(source)}) as added`,
    ),
  );
}

/** Records the ranks `candidates` (member_id, rank) reach, telling each member (a read's; a close uses recordCloseRanks). */
async function recordRankRows(db: Executor, candidates: SQL) {
  await notifyMembers(
    db,
    'rank_reached',
    RANKS_PAGE,
    rankMessages(sql`new_ranks`),
    sql`new_ranks as (
      insert into member_ranks (member_id, rank)
      select c.member_id, c.rank from (${candidates}) as c(member_id, rank)
       where ${ranked(sql`c.member_id`)}
      on conflict do nothing
      returning member_id, rank)`,
  );
}

export type RankRecord = { rank: number; status: 'unclaimed' | 'Claimed' };

export async function ranksOf(db: Executor, memberId: number): Promise<RankRecord[]> {
  return queryRows<RankRecord>(
    db,
    sql`select rank, status from member_ranks where member_id = ${memberId} order by rank`,
  );
}

/** The member's ranks, after recording any their legs reach now (read on the primary: it writes). */
export async function currentRanksOf(db: Executor, memberId: number): Promise<RankRecord[]> {
  const legs = await legTotals(db, memberId);
  await recordRanks(db, memberId, legs.points.left, legs.points.right);
  return ranksOf(db, memberId);
}

export const rankName = (rank: number) => RANKS[rank - 1]?.name ?? `Rank ${rank}`;

/** An admin hands a rank's reward over: `unclaimed` becomes `Claimed` (spelled so). */
export async function claimRank(
  db: Database,
  actor: Actor & { kind: 'admin' },
  memberId: number,
  rankLabel: string,
): Promise<string> {
  const rank = RANKS.find((r) => r.name.toLowerCase() === rankLabel.trim().toLowerCase());
  if (!rank) throw new DomainError('not_found', `${rankLabel} is not a rank`);
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ status: string }>(
      tx,
      sql`select r.status from member_ranks r
           where r.member_id = ${memberId} and r.rank = ${rank.rank} and ${ranked(sql`r.member_id`)}
             for update`,
    );
    if (!row) throw new DomainError('not_found', `This member has not reached ${rank.name}`);
    if (row.status === 'Claimed')
      throw new DomainError('conflict', `${rank.name} is already claimed`);
    await tx.execute(sql`
      update member_ranks set status = 'Claimed', claimed_at = now(), claimed_by = ${actor.id}
       where member_id = ${memberId} and rank = ${rank.rank}`);
    await audit(tx, actor, 'rank.claim', `member:${memberId}`, { rank: rank.name });
    return rank.name;
  });
}
