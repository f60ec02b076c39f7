import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/raw';
import { legTotals } from '../tree/tour';
import { createTestApp, engine, type TestApp } from '../../test/harness';
import { bearer, login, register, ROOT_CODE, seedRoot } from '../../test/members';
import {
  adminLogin,
  deposit,
  makeOperator,
  multipartBody,
  pngScreenshot,
  seedAdmin,
} from '../../test/staff';

describe(`orders, operators and approvals (${engine})`, () => {
  let t: TestApp;
  let adminToken: string;
  let sponsor: { code: string; id: number; token: string };
  let buyer: { code: string; id: number; token: string };
  let operator: { id: string; token: string };

  const points = async (memberId: number) => {
    const [row] = await queryRows<Record<string, string | number>>(
      t.database.db,
      sql`select p.*, m.is_active from member_points p join members m on m.id = p.member_id
           where p.member_id = ${memberId}`,
    );
    return row ?? {};
  };

  beforeAll(async () => {
    t = await createTestApp();
    const rootId = await seedRoot(t.database.db);
    await seedAdmin(t.database.db);
    adminToken = await adminLogin(t.app);
    // root -> sponsor (left) -> buyer (right of the sponsor), registered by the sponsor.
    const s = await register(t.app, ROOT_CODE, 'left');
    sponsor = { code: s.user.mySponsorId, id: Number(s.user._id), token: '' };
    sponsor.token = await login(t.app, sponsor.code);
    const b = await register(t.app, sponsor.code, 'right', sponsor.token);
    buyer = { code: b.user.mySponsorId, id: Number(b.user._id), token: '' };
    buyer.token = await login(t.app, buyer.code);
    operator = await makeOperator(t.app, adminToken, 700);
    expect(rootId).toBeGreaterThan(0);
  });
  afterAll(() => t.close());

  const createOrder = async (token: string, fields: Record<string, string>, data?: Buffer) => {
    const body = multipartBody(fields, {
      name: 'image',
      filename: 'paid.png',
      type: 'image/png',
      data: data ?? (await pngScreenshot()),
    });
    return t.app.inject({
      method: 'POST',
      url: '/order/create',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };

  it('prices a deposit by the catalogue, whatever order_price says, and keeps it pending', async () => {
    const res = await createOrder(buyer.token, {
      package_name: 'Premium',
      order_price: '1',
      user_mySponsor_id: buyer.code,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Order created successfully!',
      order: { package_name: 'Premium Master Trader Course', status: 'pending' },
    });
    expect(res.json().order.order_details).toMatchObject({ order_price: 1000 });
    expect(res.json().order.order_details.order_no).toMatch(/^ORD-\d{6}$/);

    const course = await createOrder(buyer.token, { package_name: 'Whales Master Trader Course' });
    expect(course.json().order.order_details.order_price).toBe(5000);
  });

  it('refuses an unknown package with 400 instead of pricing it at 25', async () => {
    const res = await createOrder(buyer.token, { package_name: 'Gold Package' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Gold Package is not one of our packages');
  });

  it("refuses another member's ID, a missing session and a non-multipart body", async () => {
    expect(
      (await createOrder(buyer.token, { package_name: 'bull', user_mySponsor_id: sponsor.code }))
        .statusCode,
    ).toBe(403);
    const anonymous = await t.app.inject({ method: 'POST', url: '/order/create', payload: {} });
    expect(anonymous.statusCode).toBe(401);
    const json = await t.app.inject({
      method: 'POST',
      url: '/order/create',
      headers: bearer(buyer.token),
      payload: { package_name: 'bull' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('accepts PNG, JPEG and WebP by their bytes and refuses a renamed text file, an SVG and 6 MB', async () => {
    const sharp = (await import('sharp')).default;
    const image = sharp({ create: { width: 40, height: 40, channels: 3, background: '#333' } });
    for (const data of [
      await image.clone().jpeg().toBuffer(),
      await image.clone().webp().toBuffer(),
    ]) {
      expect(
        (await createOrder(buyer.token, { package_name: 'kickstarter' }, data)).statusCode,
      ).toBe(201);
    }
    const renamed = await createOrder(
      buyer.token,
      { package_name: 'bull' },
      Buffer.from('not an image at all'),
    );
    expect(renamed.statusCode).toBe(415);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect((await createOrder(buyer.token, { package_name: 'bull' }, svg)).statusCode).toBe(415);
    const big = await createOrder(
      buyer.token,
      { package_name: 'bull' },
      Buffer.alloc(6 * 1024 * 1024, 1),
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/5 MB/);
  });

  it("lists a member's own orders and nobody else's", async () => {
    const own = await t.app.inject({
      method: 'POST',
      url: '/user/orderhistory',
      headers: bearer(buyer.token),
      payload: { mySponsorId: buyer.code },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().orders.length).toBeGreaterThanOrEqual(4);
    const other = await t.app.inject({
      method: 'POST',
      url: '/user/orderhistory',
      headers: bearer(sponsor.token),
      payload: { mySponsorId: buyer.code },
    });
    expect(other.statusCode).toBe(403);
  });

  it('lets an operator approve by order number once; a wrong member or package is 409', async () => {
    const orderNo = await deposit(t.app, buyer.token, 'Bull Starter');
    const approve = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/order/update-status',
        headers: bearer(operator.token),
        payload: body,
      });
    const wrongMember = await approve({
      mySponsorId: sponsor.code,
      order_no: orderNo,
      order_price: 100,
    });
    expect(wrongMember.statusCode).toBe(409);
    const wrongPackage = await approve({
      mySponsorId: buyer.code,
      order_no: orderNo,
      package_name: 'Kick Starter',
    });
    expect(wrongPackage.statusCode).toBe(409);
    expect(wrongPackage.json().message).toMatch(/is for Bull Starter/);

    const sponsorBefore = await points(sponsor.id);
    const ok = await approve({ mySponsorId: buyer.code, order_no: orderNo, order_price: 1 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Order have been Submitted successfully',
      order: { status: 'approved', user_details: { user_mySponsor_id: buyer.code } },
    });
    const again = await approve({ mySponsorId: buyer.code, order_no: orderNo });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/already approved/);

    const b = await points(buyer.id);
    expect(Number(b['personal'])).toBe(100);
    expect(b['is_active']).toBe(true);
    expect(Number(b['cap_micro'])).toBe(100_000_000);
    const s = await points(sponsor.id);
    // The buyer sits on the sponsor's right; the sponsor is not active, so no direct bonus.
    expect(Number(s['direct_right']) - Number(sponsorBefore['direct_right'])).toBe(100);
    expect(Number(s['open_direct_bonus'])).toBe(0);
    const sponsorLegs = await legTotals(t.database.db, sponsor.id);
    expect(sponsorLegs.points).toEqual({ left: 0, right: 100 });
    const rootLegs = await legTotals(t.database.db, 1);
    expect(rootLegs.points).toEqual({ left: 100, right: 0 });
  });

  it('accrues the direct bonus to an active sponsor', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/order/update-status',
      headers: bearer(operator.token),
      payload: {
        mySponsorId: sponsor.code,
        order_no: await deposit(t.app, sponsor.token, 'Kick Starter'),
      },
    });
    expect((await points(sponsor.id))['is_active']).toBe(true);
    const orderNo = await deposit(t.app, buyer.token, 'Whales Starter');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderNo}/approve`,
      headers: bearer(adminToken),
    });
    expect(res.statusCode).toBe(200);
    expect(Number((await points(sponsor.id))['open_direct_bonus'])).toBe(50_000_000);
  });

  it('sells offline from the float: online-only packages and a short float are refused', async () => {
    const sell = (packageName: string) =>
      t.app.inject({
        method: 'POST',
        url: '/order/update-status-without-orderno',
        headers: bearer(operator.token),
        payload: { mySponsorId: buyer.code, package_name: packageName, order_price: 1 },
      });
    expect((await sell('Kick Starter')).statusCode).toBe(409);
    const sold = await sell('Whales Starter');
    expect(sold.statusCode).toBe(200);
    expect(sold.json().order).toMatchObject({ status: 'approved', image_url: null });
    const short = await sell('Whales Starter');
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toMatch(/float/);

    const stats = await t.app.inject({
      method: 'GET',
      url: '/dashboard/topup-dashboard',
      headers: bearer(operator.token),
    });
    expect(stats.json()).toMatchObject({
      available_Balance: 200,
      total_Balance: 700,
      // Bull Starter and Kick Starter approved by order number, Whales Starter sold offline.
      allBusiness: 650,
      monthlyBusiness: 650,
      totalUsers: 2,
      totalActiveUsers: 2,
    });
    const history = await t.app.inject({
      method: 'GET',
      url: '/topup/wallet-history',
      headers: bearer(operator.token),
    });
    expect(history.json().walletHistory).toEqual([
      expect.objectContaining({ kind: 'sale', amount: -500, balance: 200 }),
      expect.objectContaining({ kind: 'credit', amount: 700, balance: 700 }),
    ]);
  });

  it('shows approved orders to operators, with screenshots served to staff only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/order/approved-orders',
      headers: bearer(operator.token),
    });
    expect(res.statusCode).toBe(200);
    const withImage = res.json().orders.find((o: { image_url: string | null }) => o.image_url);
    expect(withImage.image_url).toMatch(/^\/api\/screenshots\/[a-f0-9]{32}\.webp$/);
    const image = await t.app.inject({
      method: 'GET',
      url: withImage.image_url,
      headers: bearer(operator.token),
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    const asMember = await t.app.inject({
      method: 'GET',
      url: withImage.image_url,
      headers: bearer(buyer.token),
    });
    expect(asMember.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: withImage.image_url })).statusCode).toBe(401);
    const asMemberList = await t.app.inject({
      method: 'GET',
      url: '/order/approved-orders',
      headers: bearer(buyer.token),
    });
    expect(asMemberList.statusCode).toBe(403);
  });

  it('lets an admin list pending deposits and reject one with a reason, audited', async () => {
    const orderNo = await deposit(t.app, buyer.token, 'Kick Starter');
    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders?status=pending&limit=2',
      headers: bearer(adminToken),
    });
    expect(pending.statusCode).toBe(200);
    expect(pending.json().items).toHaveLength(2);
    expect(pending.json().items[0]).toMatchObject({ order_no: orderNo, status: 'pending' });
    expect(pending.json().nextCursor).toBeTruthy();
    const next = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders?status=pending&limit=2&cursor=${pending.json().nextCursor}`,
      headers: bearer(adminToken),
    });
    expect(next.json().items[0]._id).not.toBe(pending.json().items[0]._id);

    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderNo}/reject`,
      headers: bearer(adminToken),
      payload: { reason: 'No payment found on chain' },
    });
    expect(rejected.json().order).toMatchObject({
      status: 'canceled',
      reason: 'No payment found on chain',
    });
    const [row] = await queryRows<{ actor_kind: string; action: string }>(
      t.database.db,
      sql`select actor_kind, action from audit_log where subject = ${orderNo}`,
    );
    expect(row).toEqual({ actor_kind: 'admin', action: 'order.reject' });
    const member = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: bearer(buyer.token),
    });
    expect(member.statusCode).toBe(403);
  });

  it('approves an order once when two approvals race', async () => {
    const orderNo = await deposit(t.app, buyer.token, 'Kick Starter');
    const results = await Promise.all(
      [adminToken, adminToken].map((token) =>
        t.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${orderNo}/approve`,
          headers: bearer(token),
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [row] = await queryRows<{ n: string | number }>(
      t.database.db,
      sql`select count(*) as n from transfers where ref = ${`order:${orderNo}`}`,
    );
    expect(Number(row?.n)).toBe(1);
  });
});
