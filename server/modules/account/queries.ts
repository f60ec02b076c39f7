import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/raw';
import type { SessionKind } from '../../db/schema';

export type ProfileRow = {
  name: string;
  sponsor_code: string;
  email: string;
  mobile_number: string;
  created_at: Date | string;
  sponsor_name: string | null;
  sponsor_code_of_sponsor: string | null;
};

/** The member's own facts for the account page (read-only: decisions §3). */
export async function profileOf(db: Executor, memberId: number): Promise<ProfileRow> {
  const [row] = await queryRows<ProfileRow>(
    db,
    sql`select m.name, m.sponsor_code, m.email, m.mobile_number, m.created_at,
               s.name as sponsor_name, s.sponsor_code as sponsor_code_of_sponsor
          from members m
          left join members s on s.id = m.sponsor_id
         where m.id = ${memberId}`,
  );
  if (!row) throw new Error(`member ${memberId} is missing`);
  return row;
}

export type SessionRow = {
  id: string | number;
  user_agent: string;
  address: string;
  created_at: Date | string;
  last_seen_at: Date | string;
};

/** An account's open sessions (not signed out, not expired), the most recently used first. */
export async function openSessionsOf(
  db: Executor,
  account: { kind: SessionKind; id: number },
): Promise<SessionRow[]> {
  return queryRows<SessionRow>(
    db,
    sql`select id, user_agent, address, created_at, last_seen_at
          from sessions
         where kind = ${account.kind} and subject_id = ${account.id}
           and revoked_at is null and expires_at > now()
         order by last_seen_at desc, id desc`,
  );
}
