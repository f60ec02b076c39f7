import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PendingDeposit, WalletHistoryEntry } from '../../../contract/operator';
import { queryRows } from '../../db/raw';
import { forOrder, insertPayment } from '../chain/queries';
import { createTestApp, engine, type TestApp } from '../../test/harness';
import { bearer, login, register, ROOT_CODE, seedRoot } from '../../test/members';
import { adminLogin, deposit, makeOperator, seedAdmin } from '../../test/staff';

describe(`operator billing queue and wallet history (${engine})`, () => {
  let t: TestApp;
  let adminToken: string;
  let member: { code: string; token: string };
  let operator: { id: string; token: string };

  const asOperator = (url: string, token = operator.token) =>
    t.app.inject({ method: 'GET', url, headers: bearer(token) });
  const queue = async () => {
    const res = await asOperator('/api/operator/deposits');
    expect(res.statusCode).toBe(200);
    return res.json<{ items: PendingDeposit[] }>().items;
  };
  const history = async () => {
    const res = await asOperator('/topup/wallet-history');
    expect(res.statusCode).toBe(200);
    return res.json<{ walletHistory: WalletHistoryEntry[] }>().walletHistory;
  };
  const floatNow = async () =>
    (await asOperator('/dashboard/topup-dashboard')).json<{ available_Balance: number }>()
      .available_Balance;
  const orderId = async (orderNo: string) => {
    const [row] = await queryRows<{ id: number | string }>(
      t.database.db,
      sql`select id from orders where order_no = ${orderNo}`,
    );
    return Number(row?.id);
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedRoot(t.database.db);
    await seedAdmin(t.database.db);
    adminToken = await adminLogin(t.app);
    const m = await register(t.app, ROOT_CODE, 'left');
    member = { code: m.user.mySponsorId, token: await login(t.app, m.user.mySponsorId) };
    operator = await makeOperator(t.app, adminToken, 5000);
  });
  afterAll(() => t.close());

  it('queues pending deposits for operators, but not those the chain found wrong', async () => {
    const plain = await deposit(t.app, member.token, 'Bull Starter');
    const mismatched = await deposit(t.app, member.token, 'Kick Starter');
    await insertPayment(t.database.db, {
      network: 'tron',
      txHash: 'a'.repeat(64),
      subject: forOrder(await orderId(mismatched)),
      judgement: {
        state: 'mismatch',
        finding: 'paid 49.00 of 50.00',
        note: 'the payment does not match',
        paidMicro: 49_000_000,
        blockNumber: 1,
      },
    });

    const items = await queue();
    expect(items.map((i) => i.order_no)).toEqual([plain]);
    expect(items[0]).toMatchObject({
      member: { mySponsorId: member.code },
      package_name: 'Bull Starter',
      price: 100,
      chain: null,
    });

    // The queued screenshot is the operator's to check; the mismatched one stays with admins.
    const shown = await asOperator(items[0]?.image_url ?? '');
    expect(shown.statusCode).toBe(200);
    const [hidden] = await queryRows<{ key: string }>(
      t.database.db,
      sql`select screenshot_key as key from orders where order_no = ${mismatched}`,
    );
    expect((await asOperator(`/api/screenshots/${hidden?.key}`)).statusCode).toBe(403);

    // Approving from the queue takes the deposit out of it.
    const approved = await t.app.inject({
      method: 'POST',
      url: '/order/update-status',
      headers: bearer(operator.token),
      payload: {
        mySponsorId: member.code,
        order_no: plain,
        package_name: 'Bull Starter',
        order_price: 100,
      },
    });
    expect(approved.statusCode).toBe(200);
    expect(await queue()).toEqual([]);
  });

  it('is for operators only', async () => {
    expect((await asOperator('/api/operator/deposits', member.token)).statusCode).toBe(403);
    expect((await asOperator('/api/operator/deposits', adminToken)).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/operator/deposits' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lists the float credits and sales with a running balance that ends at the float', async () => {
    const sold = await t.app.inject({
      method: 'POST',
      url: '/order/update-status-without-orderno',
      headers: bearer(operator.token),
      payload: { mySponsorId: member.code, package_name: 'Whales Starter', order_price: 1 },
    });
    expect(sold.statusCode).toBe(200);
    const orderNo = sold.json<{ order: { order_details: { order_no: string } } }>().order
      .order_details.order_no;
    const credit = await t.app.inject({
      method: 'POST',
      url: `/api/admin/operators/${operator.id}/credit`,
      headers: bearer(adminToken),
      payload: { amount: 250.5 },
    });
    expect(credit.statusCode).toBe(200);

    const rows = await history();
    expect(rows.map((r) => [r.kind, r.amount, r.balance])).toEqual([
      ['credit', 250.5, 4750.5],
      ['sale', -500, 4500],
      ['credit', 5000, 5000],
    ]);
    expect(rows[0]?.balance).toBe(await floatNow());
    expect(rows[1]?.order).toEqual({
      order_no: orderNo,
      package_name: 'Whales Starter',
      member: { mySponsorId: member.code, name: expect.any(String) },
    });
    expect(rows[0]?.order).toBeNull();
    // Approving a member's deposit by its number moves no float: it is not in the history.
    expect(rows).toHaveLength(3);
    expect(rows[0]?.date).toBe(rows[0]?.at.slice(0, 10));
  });
});
