import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/raw';
import { notifyMembers, usdtSql } from '../notifications/service';

/** The owed "Scholarship credited" notices of month `source` (decision 0013), one per paid member. */
export async function writeScholarshipNotices(tx: Tx, source: string): Promise<void> {
  const month = new Date(source);
  await notifyMembers(
    tx,
    'scholarship_credited',
    '/userdashboard/scholarship',
    sql`select member_id, 'Scholarship credited' as title,
               'Your scholarship of ' || ${usdtSql(sql`sum(amount)`)} || ' for '
                 || to_char(${month}::timestamptz at time zone 'UTC', 'FMMonth YYYY')
                 || ' is in your wallet.' as body
          from scholarships where month = ${month} group by member_id having sum(amount) > 0`,
  );
}
