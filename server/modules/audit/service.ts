import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/raw';

export type Actor = {
  kind: 'admin' | 'operator' | 'member' | 'system' | 'chain';
  id: number | null;
};

/** The system approving a deposit its payment verified on chain (decisions §13). */
export const CHAIN: Actor & { kind: 'chain' } = { kind: 'chain', id: null };

export const SYSTEM: Actor = { kind: 'system', id: null };

/** How an actor is written in the ledger and the audit log: `admin:3`, `operator:7`, `system`. */
export const actorLabel = (actor: Actor) =>
  actor.id === null ? actor.kind : `${actor.kind}:${actor.id}`;

/**
 * The person behind a stored actor label, for staff views: the staff member's name for
 * `admin:3` / `operator:7`, else the label itself (`system`), never a bare id.
 */
export const actorNameOf = (label: SQL) => sql`coalesce(
  (select s.name from staff s where s.role || ':' || s.id::text = ${label}), ${label}, 'system')`;

/** One advisory lock orders the chain: ids are drawn under it, so chain order is id order. */
const CHAIN_LOCK = 7_102_002;

/** What a row's hash covers: its previous row's hash and its own content, in a fixed form. */
const rowDigest = (prev: ReturnType<typeof sql>, row: ReturnType<typeof sql>) => sql`
  encode(sha256(convert_to(concat_ws('|', coalesce(${prev}, ''), ${row}), 'UTF8')), 'hex')`;

const contentOf = (r: string) =>
  sql.raw(
    `${r}.id::text, to_char(${r}.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'), ${r}.actor_kind, coalesce(${r}.actor_id::text, ''), ${r}.action, ${r}.subject, ${r}.details::text`,
  );

/**
 * One row of the audit log, written in the same transaction as the action it records and chained
 * to the row before it. Call it last in the transaction: the chain's lock is held until commit.
 */
export async function audit(
  db: Executor,
  actor: Actor,
  action: string,
  subject: string,
  details: Record<string, unknown> = {},
) {
  await db.execute(sql`select pg_advisory_xact_lock(${CHAIN_LOCK})`);
  await db.execute(sql`
    with v as (
      select nextval(pg_get_serial_sequence('audit_log', 'id')) as id, now() as at,
             ${actor.kind}::text as actor_kind, ${actor.id}::bigint as actor_id,
             ${action}::text as action, ${subject}::text as subject,
             ${JSON.stringify(details)}::jsonb as details
    ),
    prev as (select hash from audit_log order by id desc limit 1)
    insert into audit_log (id, at, actor_kind, actor_id, action, subject, details, prev_hash, hash)
    select v.id, v.at, v.actor_kind, v.actor_id, v.action, v.subject, v.details, (select hash from prev),
           ${rowDigest(sql`(select hash from prev)`, contentOf('v'))}
      from v`);
}

/**
 * Recomputes the whole chain in id order (README "Security"): answers the first rows whose hash or link does
 * not match what they hold, i.e. where the log was changed behind the application's back.
 */
export async function checkAuditChain(db: Executor): Promise<string[]> {
  const problems: string[] = [];
  const rows = await queryRows<{ id: string | number; ok: boolean; linked: boolean }>(
    db,
    sql`
      select a.id,
             a.hash = ${rowDigest(sql`a.prev_hash`, contentOf('a'))} as ok,
             a.prev_hash is not distinct from lag(a.hash) over (order by a.id) as linked
        from audit_log a order by a.id`,
  );
  for (const r of rows) {
    if (!r.linked) problems.push(`audit row ${r.id} does not follow the row before it`);
    if (!r.ok) problems.push(`audit row ${r.id} was changed after it was written`);
    if (problems.length >= 20) break;
  }
  return problems;
}

/**
 * The newest row of the chain. Removing rows from the end leaves a valid shorter chain: record the
 * head from time to time outside the database and compare (the check prints it).
 */
export async function auditHead(db: Executor) {
  const [row] = await queryRows<{ id: string | number; hash: string }>(
    db,
    sql`select id, hash from audit_log order by id desc limit 1`,
  );
  return row ? { id: Number(row.id), hash: row.hash } : undefined;
}
