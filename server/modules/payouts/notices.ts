import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/raw';
import { notifyMembers, ukDateSql, usdtSql } from '../notifications/service';

/** The owed "Weekly payout credited" notices of period `source` (decision 0013), one per paid member. */
export async function writePayoutNotices(tx: Tx, source: string): Promise<void> {
  await notifyMembers(
    tx,
    'payout_credited',
    '/userdashboard/weeklypayout',
    sql`select member_id, 'Weekly payout credited' as title,
               'Your weekly payout of ' || ${usdtSql(sql`payout`)} || ' for the week to '
                 || ${ukDateSql(sql`week`)} || ' is in your wallet.' as body
          from weekly_earnings where period_id = ${Number(source)} and payout > 0`,
  );
}
