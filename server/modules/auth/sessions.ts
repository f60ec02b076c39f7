import { and, eq, isNull, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { queryPrepared, type Executor } from '../../db/raw';
import { sessions, type SessionKind, type SessionStage } from '../../db/schema';

export const SESSION_DAYS = 30;
/** A session's last-seen time is refreshed at most this often: not a write per request. */
export const LAST_SEEN_EVERY_MINUTES = 5;
/** Longer user agents are cut: the list shows a device name, not a fingerprint. */
const USER_AGENT_MAX = 512;

/** Where a session was opened from (the account page's list of sessions). */
export type SessionOrigin = { userAgent?: string; address?: string };

type SessionFacts = {
  id: number;
  /** The session's own id (the account page's list), not the account's. */
  sessionId: number;
  name: string;
  tokenHash: string;
  /** 'enrol': an admin who must enrol a second factor before anything else. */
  stage: SessionStage;
};
/**
 * Who a session speaks for. Instances cache it (session-cache.ts), so everything in it must be
 * announced when it changes (migration 0011's triggers); the session's last write position is
 * therefore not in it but read where a replica needs it (lastWriteLsnOf).
 */
export type Principal =
  | ({ kind: 'member'; sponsorCode: string } & SessionFacts)
  | ({ kind: 'operator' | 'admin'; email: string } & SessionFacts);

/** A live session as the database sees it at the lookup's start. */
export type SessionRecord = {
  principal: Principal;
  /** How long until expires_at, by the database's clock. */
  expiresInMs: number;
  /** How long since last_seen_at was written. */
  seenMsAgo: number;
};

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues an opaque random token; only its hash is stored. */
export async function createSession(
  db: Executor,
  kind: SessionKind,
  subjectId: number,
  stage: SessionStage = 'full',
  origin: SessionOrigin = {},
) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    kind,
    subjectId,
    stage,
    userAgent: (origin.userAgent ?? '').slice(0, USER_AGENT_MAX),
    address: origin.address ?? '',
    expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000),
  });
  return token;
}

/** An enrol-stage session becomes a full one once its admin has a second factor. */
export async function completeSession(db: Executor, tokenHash: string) {
  await db.update(sessions).set({ stage: 'full' }).where(eq(sessions.tokenHash, tokenHash));
}

/**
 * The live session behind a token hash: not revoked, not expired, account not blocked. One round
 * trip; session-resolver.ts keeps its answers so that most requests need none.
 */
export async function lookupSession(
  db: Executor,
  tokenHash: string,
): Promise<SessionRecord | undefined> {
  const [row] = await queryPrepared<{
    kind: SessionKind;
    id: string | number;
    name: string;
    sponsor_code: string | null;
    email: string | null;
    stage: SessionStage;
    session_id: string | number;
    expires_in_ms: number;
    seen_ms_ago: number;
  }>(
    db,
    'session_principal',
    sql`
      select s.kind, s.stage, s.id as session_id,
             (extract(epoch from s.expires_at - now()) * 1000)::float8 as expires_in_ms,
             (extract(epoch from now() - s.last_seen_at) * 1000)::float8 as seen_ms_ago,
             coalesce(m.id, p.id) as id, coalesce(m.name, p.name) as name,
             m.sponsor_code, p.email
        from sessions s
        left join members m
          on s.kind = 'member' and m.id = s.subject_id and m.login_blocked_at is null
        left join staff p
          on s.kind <> 'member' and p.id = s.subject_id and p.role = s.kind
         and p.blocked_at is null
       where s.token_hash = ${tokenHash} and s.revoked_at is null and s.expires_at > now()
         and coalesce(m.id, p.id) is not null`,
  );
  if (!row) return undefined;
  const facts = {
    id: Number(row.id),
    sessionId: Number(row.session_id),
    name: row.name,
    tokenHash,
    stage: row.stage,
  };
  const principal: Principal =
    row.kind === 'member'
      ? { kind: 'member', sponsorCode: row.sponsor_code ?? '', ...facts }
      : { kind: row.kind, email: row.email ?? '', ...facts };
  return {
    principal,
    expiresInMs: Number(row.expires_in_ms),
    seenMsAgo: Number(row.seen_ms_ago),
  };
}

/** Marks a session as used now (the account page's "last active"). */
export async function touchSession(db: Executor, tokenHash: string) {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(sessions.tokenHash, tokenHash));
}

/** The primary's WAL position after the session's last write (db/read-routing.ts). */
export async function lastWriteLsnOf(db: Executor, tokenHash: string): Promise<string | null> {
  const [row] = await queryPrepared<{ lsn: string | null }>(
    db,
    'session_last_write',
    sql`select last_write_lsn as lsn from sessions where token_hash = ${tokenHash}`,
  );
  return row?.lsn ?? null;
}

/**
 * After a write: the sessions behind these tokens read from a replica only once it has replayed
 * the primary's WAL up to now (db/read-routing.ts).
 */
export async function recordWrite(db: Executor, tokens: string[]) {
  const hashes = [...new Set(tokens)].map(hashToken);
  await db.execute(sql`
    update sessions set last_write_lsn = pg_current_wal_lsn()::text
     where token_hash in (${sql.join(
       hashes.map((h) => sql`${h}`),
       sql`, `,
     )})`);
}

/** Revokes the sessions behind raw tokens (logout); unknown tokens are ignored. */
export async function revokeTokens(db: Executor, tokens: string[]) {
  for (const token of new Set(tokens)) await revokeSession(db, hashToken(token));
}

export async function revokeSession(db: Executor, tokenHash: string) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

/** Ends every session of an account (password change, block). */
export async function revokeAllSessions(db: Executor, kind: SessionKind, subjectId: number) {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(eq(sessions.kind, kind), eq(sessions.subjectId, subjectId), isNull(sessions.revokedAt)),
    );
}
