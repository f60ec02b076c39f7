import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { SESSION_NOT_FOUND } from '../../../contract/account';
import type { Executor } from '../../db/raw';
import { sessions, type SessionKind } from '../../db/schema';
import { DomainError } from '../../shared/errors';

type Holder = { kind: SessionKind; id: number; sessionId: number };

const openSessionsOfHolder = (holder: Holder) =>
  and(
    eq(sessions.kind, holder.kind),
    eq(sessions.subjectId, holder.id),
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
  );

/**
 * Ends one of the holder's own open sessions. Another account's session is answered like one that
 * does not exist, so ids of other people's sessions cannot be probed.
 */
export async function endOwnSession(db: Executor, holder: Holder, sessionId: number) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(openSessionsOfHolder(holder), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  if (ended.length === 0) throw new DomainError('not_found', SESSION_NOT_FOUND);
}

/** "Sign out everywhere": every open session of the holder but the one asking. */
export async function endOtherSessions(db: Executor, holder: Holder): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(openSessionsOfHolder(holder), ne(sessions.id, holder.sessionId)))
    .returning({ id: sessions.id });
  return ended.length;
}
