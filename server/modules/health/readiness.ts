import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/raw';

/** One indexed single-row read: what `/readyz` asks of the database (and the bench's ceiling). */
export async function openPeriodId(db: Executor): Promise<number | null> {
  const [open] = await queryRows<{ id: number }>(
    db,
    sql`select id from periods where closed_at is null`,
  );
  return open?.id ?? null;
}
