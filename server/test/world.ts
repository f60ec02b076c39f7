import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../db/raw';
import type { TestApp } from './harness';
import { bearer, login, PASSWORD, register, ROOT_CODE, seedRoot } from './members';
import { adminLogin, deposit, makeOperator, seedAdmin } from './staff';

export type Caller = 'none' | 'memberA' | 'memberB' | 'upline' | 'operator' | 'admin';
export const CALLERS: readonly Caller[] = [
  'none',
  'memberA',
  'memberB',
  'upline',
  'operator',
  'admin',
];

export type Member = { code: string; id: number; token: string; key: string };

/**
 * The people of the authorization and hostile-input tests: an upline U, their member A (U's
 * downline), a member B outside A's line (neither above nor below), an operator and an admin.
 */
export type World = {
  app: FastifyInstance;
  root: string;
  upline: Member;
  memberA: Member;
  memberB: Member;
  operator: { id: string; email: string; token: string };
  adminToken: string;
  tokenOf(caller: Caller): string | undefined;
  headersOf(caller: Caller): Record<string, string>;
};

async function member(app: FastifyInstance, under: string, side: 'left' | 'right', by?: string) {
  const r = await register(app, under, side, by);
  return {
    code: r.user.mySponsorId,
    id: Number(r.user._id),
    token: await login(app, r.user.mySponsorId),
    key: r.uniqueKey,
  };
}

export async function buildWorld(t: TestApp): Promise<World> {
  await seedRoot(t.database.db);
  await seedAdmin(t.database.db);
  const adminToken = await adminLogin(t.app);
  const upline = await member(t.app, ROOT_CODE, 'left');
  const memberA = await member(t.app, upline.code, 'left', upline.token);
  const memberB = await member(t.app, ROOT_CODE, 'right');
  const operator = await makeOperator(t.app, adminToken, 10_000);
  const tokens: Record<Caller, string | undefined> = {
    none: undefined,
    memberA: memberA.token,
    memberB: memberB.token,
    upline: upline.token,
    operator: operator.token,
    admin: adminToken,
  };
  return {
    app: t.app,
    root: ROOT_CODE,
    upline,
    memberA,
    memberB,
    operator,
    adminToken,
    tokenOf: (caller) => tokens[caller],
    headersOf: (caller) => {
      const token = tokens[caller];
      return token ? bearer(token) : {};
    },
  };
}

/** A fresh pending deposit of a member (for rows that approve or reject one). */
export const pendingOrder = (world: World, who: Member = world.memberA) =>
  deposit(world.app, who.token, 'Kick Starter');

export { PASSWORD };

/**
 * Everything a refused request must leave as it was: counts and sums over the tables that hold
 * the business. Left out on purpose: sessions, login throttling and wrong unique-key counts,
 * which refused attempts are meant to change.
 */
export async function fingerprint(t: TestApp) {
  const [row] = await queryRows<Record<string, string | number>>(
    t.database.db,
    sql`select
      (select count(*) from members) as members,
      (select count(*) filter (where login_blocked_at is not null) from members) as blocked,
      (select count(*) filter (where is_active) from members) as active,
      (select coalesce(sum(personal + direct_left + direct_right + carry_left + carry_right
                           + open_direct_bonus + cap_micro), 0) from member_points) as points,
      (select coalesce(sum(points + members + items), 0) from tour_blocks) as legs,
      (select coalesce(sum(points), 0) from tour_items) as tour,
      (select string_agg(status || ':' || n, ',' order by status) from
         (select status, count(*) as n from orders group by status) s) as orders,
      (select string_agg(status || ':' || n, ',' order by status) from
         (select status, count(*) as n from kyc_submissions group by status) s) as kyc,
      (select string_agg(status || ':' || n, ',' order by status) from
         (select status, count(*) as n from withdrawals group by status) s) as withdrawals,
      (select count(*) from transfers) as transfers,
      (select count(*) from entries) as entries,
      (select coalesce(sum(balance), 0) from accounts where balance is not null) as balances,
      (select count(*) from audit_log) as audit,
      (select count(*) from contact_inquiries) as inquiries,
      (select count(read_at) from contact_inquiries) as inquiries_read,
      (select string_agg(status || ':' || n, ',' order by status) from
         (select status, count(*) as n from member_ranks group by status) s) as ranks,
      (select count(*) from staff) as staff,
      (select count(*) from periods) as periods,
      (select count(*) from scholarship_runs) as scholarship_runs,
      (select string_agg(password_hash || unique_key_hash, '' order by id) from members) as secrets`,
  );
  return row ?? {};
}

/**
 * The member-area suites' people: the root, an admin, a member on the root's left and another on
 * its right (who must not see the first one's things), each signed in.
 */
export async function memberPair(t: TestApp) {
  await seedRoot(t.database.db);
  await seedAdmin(t.database.db);
  const adminToken = await adminLogin(t.app);
  const m = await register(t.app, ROOT_CODE, 'left');
  const member: Member = {
    code: m.user.mySponsorId,
    id: Number(m.user._id),
    token: await login(t.app, m.user.mySponsorId),
    key: m.uniqueKey,
  };
  const o = await register(t.app, ROOT_CODE, 'right');
  const other = { code: o.user.mySponsorId, token: await login(t.app, o.user.mySponsorId) };
  return { adminToken, member, other };
}
