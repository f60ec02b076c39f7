import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/raw';

/**
 * How often a key may be tried in a window. Once `limit` attempts were admitted in the window,
 * `lock` says what follows: the key waits for the window's end ('window'), or each further attempt
 * waits twice as long as the one before, up to `capSeconds` ('backoff').
 */
export type ThrottlePolicy = {
  limit: number;
  windowSeconds: number;
  lock: { kind: 'window' } | { kind: 'backoff'; capSeconds: number };
};

export type Reservation = { admitted: true } | { admitted: false; retryAfter: number };

const WINDOW_ENDED = (policy: ThrottlePolicy) =>
  sql`t.window_started_at < now() - make_interval(secs => ${policy.windowSeconds})`;

/** When the key unlocks once `count` attempts were admitted in the window. */
function lockAfter(policy: ThrottlePolicy, count: ReturnType<typeof sql>) {
  if (policy.lock.kind === 'window') {
    return sql`t.window_started_at + make_interval(secs => ${policy.windowSeconds})`;
  }
  return sql`now() + make_interval(secs => least(power(2, ${count} - ${policy.limit}), ${policy.lock.capSeconds}))`;
}

/**
 * Counts an attempt before it is evaluated, in one statement: the row lock of the upsert orders
 * concurrent callers, so however many arrive together, at most `limit` are admitted per window
 * (README "Security": counted before the secret is verified).
 */
export async function reserve(
  db: Executor,
  key: string,
  policy: ThrottlePolicy,
): Promise<Reservation> {
  const ended = WINDOW_ENDED(policy);
  const locked = sql`(t.locked_until is not null and t.locked_until > now())`;
  const firstLock =
    policy.limit <= 1
      ? policy.lock.kind === 'window'
        ? sql`now() + make_interval(secs => ${policy.windowSeconds})`
        : sql`now() + make_interval(secs => 1)`
      : sql`null::timestamptz`;
  const [row] = await queryRows<{ admitted: boolean; wait: number | string | null }>(
    db,
    sql`insert into auth_throttle as t (key, failures, window_started_at, locked_until, admitted)
        values (${key}, 1, now(), ${firstLock}, true)
        on conflict (key) do update set
          admitted = ${ended} or not ${locked},
          failures = case when ${ended} then 1 when ${locked} then t.failures
                          else t.failures + 1 end,
          window_started_at = case when ${ended} then now() else t.window_started_at end,
          locked_until = case
            when ${ended} then ${firstLock}
            when ${locked} then t.locked_until
            when t.failures + 1 >= ${policy.limit} then ${lockAfter(policy, sql`(t.failures + 1)`)}
            else null end
        returning admitted, ceil(extract(epoch from locked_until - now())) as wait`,
  );
  if (!row || row.admitted) return { admitted: true };
  return { admitted: false, retryAfter: Math.max(1, Number(row.wait ?? 1)) };
}

/** Gives an admitted attempt back (it succeeded), unlocking the key if it falls under the limit. */
export async function refund(db: Executor, key: string, policy: ThrottlePolicy) {
  await db.execute(sql`
    update auth_throttle set
      failures = greatest(failures - 1, 0),
      locked_until = case when failures - 1 < ${policy.limit} then null else locked_until end
     where key = ${key}`);
}

/** Forgets a key's attempts (its owner proved who they are). */
export async function clearAttempts(db: Executor, key: string) {
  await db.execute(sql`delete from auth_throttle where key = ${key}`);
}

/** Seconds until the key may try again, or 0 (for reports; admission is decided by `reserve`). */
export async function lockedFor(db: Executor, key: string): Promise<number> {
  const [row] = await queryRows<{ wait: number | string | null }>(
    db,
    sql`select ceil(extract(epoch from locked_until - now())) as wait
          from auth_throttle where key = ${key} and locked_until > now()`,
  );
  return row?.wait ? Number(row.wait) : 0;
}
