import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberDashboard } from '../../../contract/dashboard';
import { createTestApp, engine, type TestApp } from '../../test/harness';
import { bearer, PASSWORD } from '../../test/members';
import { deposit } from '../../test/staff';
import { creditWallet } from '../../test/wallets';
import { memberPair } from '../../test/world';

const ADDRESS = 'TJYeasTPa6gpEEfYzNhY6ThRYxjmHdSyKm';
const OTHER_ADDRESS = 'TKjx7pBA6871kuc5ZGrgShmZPthV2bc1W9';
const TX_HASH = 'a'.repeat(64);

describe(`the dashboard's status: what waits and what was refused (${engine})`, () => {
  let t: TestApp;
  let adminToken: string;
  let member: { code: string; id: number; token: string; key: string };
  let other: { code: string; token: string };

  const post = (url: string, token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  const statusOf = async (who: { code: string; token: string }) => {
    const res = await post('/dashboard/user-dashboard', who.token, { sponsorId: who.code });
    expect(res.statusCode).toBe(200);
    return res.json<MemberDashboard>().status;
  };
  const sendWalletDetails = (who: { code: string; token: string }, address: string) =>
    post('/wallet/walletdetails/', who.token, {
      userId: who.code,
      name: 'Status Member',
      telegramId: '@status',
      Walletaddress: address,
    });
  const withdraw = (amount: number) =>
    post('/user/withdrawal-request', member.token, {
      sponsorId: member.code,
      amount,
      password: PASSWORD,
      uniqueKey: member.key,
    });

  beforeAll(async () => {
    t = await createTestApp();
    ({ adminToken, member, other } = await memberPair(t));
  });
  afterAll(() => t.close());

  it('shows a new member nothing pending and wallet details not submitted', async () => {
    expect(await statusOf(member)).toEqual({
      deposits: { pending: [], rejected: [] },
      withdrawals: { pending: [], onHold: 0, paid: 0 },
      kyc: { status: 'not_submitted', reason: null, walletAddress: null },
    });
  });

  it('shows a pending deposit, a rejected one with its reason, and rejected wallet details with the address sent', async () => {
    const rejectedNo = await deposit(t.app, member.token, 'Bull Starter');
    const rejected = await post(`/api/admin/orders/${rejectedNo}/reject`, adminToken, {
      reason: 'The screenshot shows another amount',
    });
    expect(rejected.statusCode).toBe(200);
    const pendingNo = await deposit(t.app, member.token, 'Kick Starter');
    expect((await sendWalletDetails(member, OTHER_ADDRESS)).statusCode).toBe(201);
    expect((await statusOf(member)).kyc).toEqual({
      status: 'pending',
      reason: null,
      walletAddress: OTHER_ADDRESS,
    });
    const refused = await post(`/api/admin/kyc/${member.code}/reject`, adminToken, {
      reason: 'The address is not yours',
    });
    expect(refused.statusCode).toBe(200);

    const status = await statusOf(member);
    expect(status.deposits.pending).toEqual([
      {
        order_no: pendingNo,
        package_name: 'Kick Starter',
        price: 50,
        created_at: expect.any(String),
        chain: null,
      },
    ]);
    expect(status.deposits.rejected).toEqual([
      {
        order_no: rejectedNo,
        package_name: 'Bull Starter',
        price: 100,
        decided_at: expect.any(String),
        reason: 'The screenshot shows another amount',
      },
    ]);
    expect(status.kyc).toEqual({
      status: 'rejected',
      reason: 'The address is not yours',
      walletAddress: OTHER_ADDRESS,
    });
    // Another member sees none of it.
    expect(await statusOf(other)).toMatchObject({
      deposits: { pending: [], rejected: [] },
      kyc: { status: 'not_submitted' },
    });
  });

  it('holds pending withdrawals and sums the paid ones', async () => {
    expect((await sendWalletDetails(member, ADDRESS)).statusCode).toBe(201);
    expect((await post(`/api/admin/kyc/${member.code}/verify`, adminToken, {})).statusCode).toBe(
      200,
    );
    await creditWallet(t.database.db, member.id, 60_000_000);
    const paid = await withdraw(20);
    expect(paid.statusCode).toBe(201);
    const paidNo = paid.json<{ order: { order_details: { order_no: string } } }>().order
      .order_details.order_no;
    const approve = await post(`/api/admin/withdrawals/${paidNo}/approve`, adminToken, {
      txHash: TX_HASH,
    });
    expect(approve.statusCode).toBe(200);
    const first = await withdraw(12.5);
    const second = await withdraw(10);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);

    const status = await statusOf(member);
    expect(status.withdrawals).toEqual({
      pending: [
        {
          order_no: second.json().order.order_details.order_no,
          amount: 10,
          created_at: expect.any(String),
        },
        {
          order_no: first.json().order.order_details.order_no,
          amount: 12.5,
          created_at: expect.any(String),
        },
      ],
      onHold: 22.5,
      paid: 20,
    });
    expect(status.kyc).toEqual({ status: 'verified', reason: null, walletAddress: ADDRESS });
  });

  it('stops listing rejected deposits once a later deposit is approved', async () => {
    const [pending] = (await statusOf(member)).deposits.pending;
    const approve = await post(`/api/admin/orders/${pending?.order_no}/approve`, adminToken, {});
    expect(approve.statusCode).toBe(200);
    expect((await statusOf(member)).deposits).toEqual({ pending: [], rejected: [] });
  });

  it('lists the three newest deposits rejected since then, newest first', async () => {
    const rejected: string[] = [];
    for (const reason of ['First', 'Second', 'Third', 'Fourth']) {
      const orderNo = await deposit(t.app, member.token, 'Kick Starter');
      const res = await post(`/api/admin/orders/${orderNo}/reject`, adminToken, { reason });
      expect(res.statusCode).toBe(200);
      rejected.push(orderNo);
    }
    const { deposits } = await statusOf(member);
    expect(deposits.pending).toEqual([]);
    expect(deposits.rejected.map((d) => [d.order_no, d.reason])).toEqual([
      [rejected[3], 'Fourth'],
      [rejected[2], 'Third'],
      [rejected[1], 'Second'],
    ]);
  });
});
