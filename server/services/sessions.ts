import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '../db/raw';
import { members, sessions, staff, type SessionKind } from '../db/schema';

export const SESSION_DAYS = 30;

export type Principal =
  | { kind: 'member'; id: number; name: string; sponsorCode: string; tokenHash: string }
  | { kind: 'operator' | 'admin'; id: number; name: string; email: string; tokenHash: string };

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Issues an opaque random token; only its hash is stored. */
export async function createSession(db: Executor, kind: SessionKind, subjectId: number) {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    kind,
    subjectId,
    expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000),
  });
  return token;
}

/** The live principal behind a token: not revoked, not expired, account not blocked. */
export async function resolveSession(db: Executor, token: string): Promise<Principal | undefined> {
  const tokenHash = hashToken(token);
  const [session] = await db
    .select({ kind: sessions.kind, subjectId: sessions.subjectId })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
  if (!session) return undefined;
  if (session.kind === 'member') {
    const [member] = await db
      .select({ id: members.id, name: members.name, sponsorCode: members.sponsorCode })
      .from(members)
      .where(and(eq(members.id, session.subjectId), isNull(members.loginBlockedAt)));
    return member ? { kind: 'member', ...member, tokenHash } : undefined;
  }
  const [person] = await db
    .select({ id: staff.id, name: staff.name, email: staff.email })
    .from(staff)
    .where(
      and(eq(staff.id, session.subjectId), eq(staff.role, session.kind), isNull(staff.blockedAt)),
    );
  return person ? { kind: session.kind, ...person, tokenHash } : undefined;
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
