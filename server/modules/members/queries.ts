import { sql, type SQL } from 'drizzle-orm';
import { type Executor } from '../../db/raw';
import { newestFirst, type ListQuery } from '../../shared/paging';
import { MEMBER_SUMMARY_COLUMNS, memberSummaryOf } from './views';

/** How a search term is matched: a sponsor ID, a phone number, an e-mail, else a name prefix. */
function memberMatch(term: string): SQL {
  if (!term) return sql`true`;
  if (/^LT\d{7}$/i.test(term)) return sql`m.sponsor_code = ${term.toUpperCase()}`;
  if (/^[+\d\s()-]{6,}$/.test(term)) return sql`m.mobile_number = ${term}`;
  if (term.includes('@')) return sql`lower(m.email) = ${term.toLowerCase()}`;
  return sql`lower(m.name) like ${`${term.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`}`;
}

const memberSummaries = (where: SQL) => sql`
  select ${MEMBER_SUMMARY_COLUMNS}
    from members m join member_points p on p.member_id = m.id
   where ${where}`;

export const memberSearchPage = (db: Executor, query: ListQuery & { q?: string | undefined }) =>
  newestFirst(
    db,
    { view: memberSummaries, alias: 'm', where: memberMatch(query.q?.trim() ?? '') },
    query,
    memberSummaryOf,
  );
