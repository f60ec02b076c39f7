import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberDashboard } from '../../../contract/dashboard';
import { createCountingApp, engine, type TestApp } from '../../test/harness';
import { bearer, login, register } from '../../test/members';
import { deposit } from '../../test/staff';
import { memberPair } from '../../test/world';

/** The dashboard's statement: the only one that reads the legs of `m.id`. */
const isDashboardStatement = (query: string) => query.includes('tour_leg_totals(m.id)');

describe(`dashboards asked for at once share one statement (${engine})`, () => {
  let t: TestApp;
  let counted: () => number;
  let adminToken: string;
  let member: { code: string; token: string };
  let other: { code: string; token: string };

  const dashboardOf = async (who: { code: string; token: string }) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/dashboard/user-dashboard',
      headers: bearer(who.token),
      payload: { sponsorId: who.code },
    });
    expect(res.statusCode).toBe(200);
    return res.json<MemberDashboard>();
  };

  beforeAll(async () => {
    ({ t, counted } = await createCountingApp(isDashboardStatement));
    ({ adminToken, member, other } = await memberPair(t));
  });
  afterAll(() => t.close());

  it('answers each member with its own dashboard, as one asked alone is answered', async () => {
    // Asked alone first: each answer to compare with, and each session in the instance's cache.
    const alone = [await dashboardOf(member), await dashboardOf(other)];
    expect(alone.map((d) => d.userDetails.mySponsorId)).toEqual([member.code, other.code]);

    const before = counted();
    const together = await Promise.all([dashboardOf(member), dashboardOf(other)]);
    expect(counted() - before).toBe(1);
    expect(together).toEqual(alone);
  });

  it("shows a member's own deposit to that member only", async () => {
    const orderNo = await deposit(t.app, member.token, 'Kick Starter');
    const before = counted();
    const [mine, theirs] = await Promise.all([dashboardOf(member), dashboardOf(other)]);
    expect(counted() - before).toBe(1);
    expect(mine.status.deposits.pending.map((d) => d.order_no)).toEqual([orderNo]);
    expect(theirs.status.deposits.pending).toEqual([]);
  });

  it("sums a member's legs again once an approval below it changed them, and only its", async () => {
    const [mine, theirs] = await Promise.all([dashboardOf(member), dashboardOf(other)]);
    const joined = await register(t.app, member.code, 'right', member.token);
    const orderNo = await deposit(
      t.app,
      await login(t.app, joined.user.mySponsorId),
      'Kick Starter',
    );
    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderNo}/approve`,
      headers: bearer(adminToken),
      payload: {},
    });
    expect(approved.statusCode).toBe(200);
    const [mineAfter, theirsAfter] = await Promise.all([dashboardOf(member), dashboardOf(other)]);
    expect(mineAfter.teamPoints).toEqual({
      leftPoints: mine.teamPoints.leftPoints,
      rightPoints: mine.teamPoints.rightPoints + 50,
    });
    expect(theirsAfter.teamPoints).toEqual(theirs.teamPoints);
  });
});
