import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/raw';
import { DomainError } from '../shared/errors';
import { actorLabel, type Actor } from '../modules/audit/service';
import { guards } from '../shared/guards';

/** Reads a stored answer back into the shape it was written from (a contract response schema). */
export type AnswerSchema<T> = { parse(data: unknown): T };

export type IdempotentCall<T> = {
  actor: Actor;
  /** The route, e.g. `POST /api/admin/orders/:orderNo/approve`. */
  endpoint: string;
  /** The Idempotency-Key the caller sent; without one the call simply runs. */
  key: string | undefined;
  /** What the key stands for: the path parameters and the parsed body. */
  request: unknown;
  answer: AnswerSchema<T>;
  status?: number;
};

/** JSON with object keys sorted, so equal requests hash equally whatever their key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const requestHash = (request: unknown) =>
  createHash('sha256').update(canonical(request)).digest('hex');

/**
 * Runs a money-moving staff call once per Idempotency-Key (README "Idempotent staff calls").
 *
 * The key is claimed first, in the same transaction as the effect (`run` gets that transaction and
 * must do all its work in it), and the answer stored before it commits: a crash leaves neither
 * the effect nor the key, never one without the other. A repeat, even one racing the first (its
 * claim waits on the first's uncommitted row), answers the stored answer; the same key sent with
 * another request is refused (422), since it cannot be the same action. Errors are not stored: a
 * refused call changed nothing, so its retry may act.
 */
export async function answerOnce<T>(
  db: Database,
  call: IdempotentCall<T>,
  run: (db: Database) => Promise<T>,
): Promise<T> {
  if (call.key === undefined || !guards.idempotencyKeys) return run(db);
  const actor = actorLabel(call.actor);
  const hash = requestHash(call.request);
  const where = sql`actor = ${actor} and endpoint = ${call.endpoint} and key = ${call.key}`;
  return db.transaction(async (tx) => {
    const [claimed] = await queryRows<{ key: string }>(
      tx,
      sql`insert into idempotency_keys (actor, endpoint, key, request_hash)
          values (${actor}, ${call.endpoint}, ${call.key}, ${hash})
          on conflict do nothing returning key`,
    );
    if (!claimed) {
      const [first] = await queryRows<{ request_hash: string; body: unknown }>(
        tx,
        sql`select request_hash, body from idempotency_keys where ${where}`,
      );
      if (!first) throw new Error(`idempotency key ${call.key} vanished`);
      if (first.request_hash !== hash) {
        throw new DomainError(
          'unprocessable',
          'This Idempotency-Key was already used for a different request: send a new key for a new action',
        );
      }
      return call.answer.parse(first.body);
    }
    // A nested transaction of the service becomes a savepoint of this one.
    const answer = await run(tx);
    await tx.execute(
      sql`update idempotency_keys set status = ${call.status ?? 200},
                                      body = ${JSON.stringify(answer)}::jsonb
           where ${where}`,
    );
    return answer;
  });
}
