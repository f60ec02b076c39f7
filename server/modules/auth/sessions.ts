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
  /** The primary's WAL position after this session's last write (db/read-routing.ts). */
  lastWriteLsn: string | null;
};
export type Principal =
  | ({ kind: 'member'; sponsorCode: string } & SessionFacts)
  | ({ kind: 'operator' | 'admin'; email: string } & SessionFacts);

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

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
 * The live principal behind a token: not revoked, not expired, account not blocked. One round
 * trip: every guarded request pays for it.
 */
export async function resolveSession(db: Executor, token: string): Promise<Principal | undefined> {
  const tokenHash = hashToken(token);
  const [row] = await queryPrepared<{
    kind: SessionKind;
    id: string | number;
    name: string;
    sponsor_code: string | null;
    email: string | null;
    stage: SessionStage;
    last_write_lsn: string | null;
    session_id: string | number;
    seen_long_ago: boolean;
  }>(
    db,
    'session_principal',
    sql`
      select s.kind, s.stage, s.last_write_lsn, s.id as session_id,
             s.last_seen_at < now() - make_interval(mins => ${sql.raw(String(LAST_SEEN_EVERY_MINUTES))}) as seen_long_ago,
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
  if (row.seen_long_ago) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.tokenHash, tokenHash));
  }
  const facts = {
    id: Number(row.id),
    sessionId: Number(row.session_id),
    name: row.name,
    tokenHash,
    stage: row.stage,
    lastWriteLsn: row.last_write_lsn,
  };
  if (row.kind === 'member')
    return { kind: 'member', sponsorCode: row.sponsor_code ?? '', ...facts };
  return { kind: row.kind, email: row.email ?? '', ...facts };
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
