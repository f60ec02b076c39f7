import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/raw';

export type ThrottlePolicy = { maxFailures: number; windowSeconds: number; lockSeconds: number };

/** Login throttling: per account and per client address (decisions §3, issue 3). */
export const LOGIN_POLICIES = {
  account: { maxFailures: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  address: { maxFailures: 30, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
} satisfies Record<string, ThrottlePolicy>;

/** Seconds until the key may try again, or 0 when it is not locked. */
export async function lockedFor(db: Executor, key: string): Promise<number> {
  const [row] = await queryRows<{ wait: number | string | null }>(
    db,
    sql`select ceil(extract(epoch from locked_until - now())) as wait
          from auth_throttle where key = ${key} and locked_until > now()`,
  );
  return row?.wait ? Number(row.wait) : 0;
}

/** Counts a failure in the key's window and locks the key once the window holds too many. */
export async function recordFailure(db: Executor, key: string, policy: ThrottlePolicy) {
  await db.execute(sql`
    insert into auth_throttle as t (key, failures, window_started_at, locked_until)
    values (${key}, 1, now(), ${policy.maxFailures <= 1 ? sql`now() + make_interval(secs => ${policy.lockSeconds})` : null})
    on conflict (key) do update set
      failures = case when t.window_started_at < now() - make_interval(secs => ${policy.windowSeconds})
                      then 1 else t.failures + 1 end,
      window_started_at = case when t.window_started_at < now() - make_interval(secs => ${policy.windowSeconds})
                               then now() else t.window_started_at end,
      locked_until = case
        when t.window_started_at >= now() - make_interval(secs => ${policy.windowSeconds})
         and t.failures + 1 >= ${policy.maxFailures}
        then now() + make_interval(secs => ${policy.lockSeconds})
        else t.locked_until end`);
}

export async function clearFailures(db: Executor, key: string) {
  await db.execute(sql`delete from auth_throttle where key = ${key}`);
}
