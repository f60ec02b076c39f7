import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberDashboard } from '../../../contract/dashboard';
import { createCountingApp, engine, type TestApp } from '../../test/harness';
import { bearer } from '../../test/members';
import { deposit } from '../../test/staff';
import { memberPair } from '../../test/world';

/** The dashboard's statement: the only one that reads the legs of `m.id`. */
const isDashboardStatement = (query: string) => query.includes('tour_leg_totals(m.id)');

describe(`dashboards asked for at once share one statement (${engine})`, () => {
  let t: TestApp;
  let counted: () => number;
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
    ({ member, other } = await memberPair(t));
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
});
