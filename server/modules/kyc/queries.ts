import { sql, type SQL } from 'drizzle-orm';
import type { KycItem } from '../../../contract/admin';
import { queryRows, type Executor } from '../../db/raw';
import { newestFirst, statusIs, type ListQuery, type Row } from '../../shared/paging';
import { kycItemOf } from './views';

/** KYC submissions with their member, for `kycItemOf`. */
const kycView = (where: SQL) => sql`
  select k.*, m.name as member_name, m.sponsor_code as member_code
    from kyc_submissions k join members m on m.id = k.member_id
   where ${where}`;

/** The KYC queue: every submission, or those of one status. */
export const kycPage = (db: Executor, query: ListQuery & { status?: string | undefined }) =>
  newestFirst(
    db,
    { view: kycView, alias: 'k', where: statusIs('k', query.status) },
    query,
    kycItemOf,
  );

/** A member's latest submission as staff see it. */
export async function latestKycItem(db: Executor, memberId: number): Promise<KycItem | null> {
  const [row] = await queryRows<Row>(
    db,
    sql`${kycView(sql`k.member_id = ${memberId}`)} order by k.id desc limit 1`,
  );
  return row ? kycItemOf(row) : null;
}
