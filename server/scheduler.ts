import type { Database } from './db/client';
import { SYSTEM } from './modules/audit/service';
import { closePeriod, openPeriod } from './modules/payouts/close';
import { closeScholarships, monthOf } from './modules/scholarships/service';

type Logger = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

const DAY = 86_400_000;
/** setTimeout cannot wait longer than ~24.8 days; the scheduler re-checks at least hourly. */
const MAX_WAIT = 3_600_000;

/** The latest Monday 00:00 UTC at or before `at`. */
export function lastMonday(at: Date): Date {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const daysSinceMonday = (new Date(midnight).getUTCDay() + 6) % 7;
  return new Date(midnight - daysSinceMonday * DAY);
}

export const nextMonday = (at: Date) => new Date(lastMonday(at).getTime() + 7 * DAY);

export const nextMonth = (at: Date) =>
  new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));

/**
 * Runs what is due: the weekly close for the last Monday when the open period started before it
 * (also after downtime), and the month's scholarships. Both are idempotent and safe to run from
 * every instance at once.
 */
export async function runDueJobs(db: Database, log: Logger, now = new Date()) {
  const monday = lastMonday(now);
  const open = await openPeriod(db);
  if (new Date(open.started_at) < monday) {
    const result = await closePeriod(db, SYSTEM, { period: open.id, cutoff: monday });
    log.info({ ...result, week: result.week.toISOString() }, 'weekly close ran');
  }
  const result = await closeScholarships(db, SYSTEM, monthOf(now));
  if (result.orders > 0)
    log.info({ ...result, month: result.month.toISOString() }, 'scholarships paid');
}

/** Every Monday 00:00 UTC the close, every 1st 00:00 UTC the scholarships (decisions §6). */
export function startScheduler(db: Database, log: Logger, clock: () => Date = () => new Date()) {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const tick = async () => {
    try {
      await runDueJobs(db, log, clock());
    } catch (error) {
      log.error({ err: error }, 'scheduled job failed');
    }
    if (stopped) return;
    const now = clock();
    const due = Math.min(nextMonday(now).getTime(), nextMonth(now).getTime()) - now.getTime();
    timer = setTimeout(() => void tick(), Math.max(1_000, Math.min(due + 1_000, MAX_WAIT)));
    timer.unref();
  };
  void tick();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
