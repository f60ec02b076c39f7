import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrder, AdminWithdrawal } from '../../../contract/admin';
import type { ChainTransfer } from '../../../contract/chain';
import type { MemberOrder } from '../../../contract/orders';
import type { Config } from '../../config';
import { queryRows } from '../../db/raw';
import {
  bscUsdt,
  randomBscAddress,
  randomHash,
  randomTronAddress,
  startFakeBsc,
  startFakeTron,
  tronUsdt,
  type FakeBsc,
  type FakeTron,
} from '../../test/fake-chain';
import { createTestApp, testConfig, type TestApp } from '../../test/harness';
import { bearer, login, register, ROOT_CODE, seedRoot } from '../../test/members';
import { adminSession, multipartBody, pngScreenshot, seedAdmin } from '../../test/staff';
import { creditWallet, walletOf } from '../../test/wallets';
import { legTotals } from '../tree/tour';
import { HASH_USED } from './queries';
import { TRON_MAINNET_CHAIN_ID } from './tron';
import { startChainWorker, type ChainWorker } from './worker';

const silent = { error: () => undefined };
const TRON_ADDRESS = randomTronAddress();
const BSC_ADDRESS = randomBscAddress();
const PRICE = 50; // Kick Starter

let t: TestApp;
let tron: FakeTron;
let bsc: FakeBsc;
let worker: ChainWorker;
let admin: string;

function chainConfig(): Config['chain'] {
  return {
    tron: { apiUrl: tron.url, apiKey: 'test-key', address: TRON_ADDRESS, confirmations: 20 },
    bsc: { rpcUrl: bsc.url, address: BSC_ADDRESS, confirmations: 15 },
    timeoutMs: 1500,
    maxAgeHours: 72,
    pollMs: 60_000,
  };
}

beforeAll(async () => {
  tron = await startFakeTron();
  bsc = await startFakeBsc();
  t = await createTestApp({ config: { chain: chainConfig() } });
  await seedRoot(t.app.db);
  await seedAdmin(t.app.db);
  admin = (await adminSession(t.app)).token;
  worker = startChainWorker(t.app.db, t.app.chain, { log: silent, loop: false });
});

afterAll(async () => {
  await worker.stop();
  await t.close();
  await tron.close();
  await bsc.close();
});

async function member(side: 'left' | 'right' = 'left') {
  const rootToken = await login(t.app, ROOT_CODE, 'root-password-1');
  const joined = await register(t.app, ROOT_CODE, side, rootToken);
  return {
    id: Number(joined.user._id),
    code: joined.user.mySponsorId,
    key: joined.uniqueKey,
    token: await login(t.app, joined.user.mySponsorId),
  };
}

async function depositWith(token: string, fields: Record<string, string>) {
  const body = multipartBody(
    { package_name: 'Kick Starter', ...fields },
    { name: 'image', filename: 'paid.png', type: 'image/png', data: await pngScreenshot() },
  );
  return t.app.inject({
    method: 'POST',
    url: '/order/create',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

async function paid(token: string, network: 'tron' | 'bsc', hash: string) {
  const res = await depositWith(token, { network, tx_hash: hash });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ order: MemberOrder }>().order;
}

async function adminOrder(orderNo: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/orders?limit=200',
    headers: bearer(admin),
  });
  const order = res.json<{ items: AdminOrder[] }>().items.find((o) => o.order_no === orderNo);
  if (!order) throw new Error(`no order ${orderNo}`);
  return order;
}

const approve = (orderNo: string, reason?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderNo}/approve`,
    headers: bearer(admin),
    ...(reason ? { payload: { reason } } : {}),
  });

const payTron = (amountUsdt: number, extra: Partial<Parameters<FakeTron['pay']>[0]> = {}) =>
  tron.pay({ from: randomTronAddress(), to: TRON_ADDRESS, amount: tronUsdt(amountUsdt), ...extra });
const payBsc = (amountUsdt: number, extra: Partial<Parameters<FakeBsc['pay']>[0]> = {}) =>
  bsc.pay({ from: randomBscAddress(), to: BSC_ADDRESS, amount: bscUsdt(amountUsdt), ...extra });

describe('deposits verified on chain (decisions §13)', () => {
  it('offers the configured networks with their addresses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/packages' });
    expect(res.json<{ networks: unknown[] }>().networks).toEqual([
      { network: 'tron', label: 'USDT TRC-20 (Tron)', address: TRON_ADDRESS, confirmations: 20 },
      {
        network: 'bsc',
        label: 'USDT BEP-20 (BNB Smart Chain)',
        address: BSC_ADDRESS,
        confirmations: 15,
      },
    ]);
  });

  it('approves an exact Tron payment in the request, as the chain, and the upline gets its points', async () => {
    const buyer = await member('right');
    const rootBefore = await legTotals(t.app.db, 1);
    const order = await paid(buyer.token, 'tron', payTron(PRICE));
    expect(order.status).toBe('approved');
    expect(order.chain).toMatchObject({
      network: 'tron',
      state: 'verified',
      note: 'verified on chain',
    });
    expect(order.chain?.explorerUrl).toMatch(
      /^https:\/\/tronscan\.org\/#\/transaction\/[0-9a-f]{64}$/,
    );
    const rootAfter = await legTotals(t.app.db, 1);
    expect(rootAfter.points.right - rootBefore.points.right).toBe(PRICE);
    const staffView = await adminOrder(order.order_details.order_no);
    expect(staffView.decided_by).toBe('chain');
    expect(staffView.chain?.finding).toBe('verified on chain: paid 50.00 USDT');
    const [audited] = await queryRows<{ actor_kind: string }>(
      t.app.db,
      sql`select actor_kind from audit_log where action = 'order.approve' and subject = ${order.order_details.order_no}`,
    );
    expect(audited?.actor_kind).toBe('chain');
    // The same notice as a staff approval.
    const [notice] = await queryRows<{ kind: string }>(
      t.app.db,
      sql`select kind from notifications where subject_kind = 'member' and subject_id = ${buyer.id}
           order by id desc limit 1`,
    );
    expect(notice?.kind).toBe('deposit_approved');
  });

  it('approves an exact BSC payment (18 decimals) the same way', async () => {
    const buyer = await member();
    const order = await paid(buyer.token, 'bsc', payBsc(PRICE));
    expect(order.status).toBe('approved');
    expect(order.chain?.explorerUrl).toMatch(/^https:\/\/bscscan\.com\/tx\/0x[0-9a-f]{64}$/);
  });

  it('credits an overpayment to the wallet from the chain receipts', async () => {
    const buyer = await member();
    const order = await paid(buyer.token, 'bsc', payBsc(PRICE + 7.5));
    expect(order.status).toBe('approved');
    expect(await walletOf(t.app.db, buyer.id)).toBe(7_500_000);
    expect((await adminOrder(order.order_details.order_no)).chain?.finding).toBe(
      'verified on chain: paid 57.50 USDT, 7.50 over the price (credited to the wallet)',
    );
  });

  it('leaves an underpayment to staff, who accept it only with a reason', async () => {
    const buyer = await member();
    const order = await paid(buyer.token, 'tron', payTron(PRICE - 1));
    expect(order.status).toBe('pending');
    expect(order.chain).toMatchObject({
      state: 'mismatch',
      note: 'our team is checking this payment',
    });
    const no = order.order_details.order_no;
    expect((await adminOrder(no)).chain?.finding).toBe('paid 49.00 of 50.00');
    const refused = await approve(no);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'The chain says: paid 49.00 of 50.00. Give a reason to approve it anyway.',
      needsReason: true,
    });
    const accepted = await approve(no, 'Member paid the last USDT in cash at the office');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<{ order: AdminOrder }>().order.status).toBe('approved');
    const [audited] = await queryRows<{ details: { override?: string } | string }>(
      t.app.db,
      sql`select details from audit_log where action = 'order.approve' and subject = ${no}`,
    );
    const details =
      typeof audited?.details === 'string' ? JSON.parse(audited.details) : audited?.details;
    expect(details.override).toBe('Member paid the last USDT in cash at the office');
  });

  it.each([
    ['another token', () => payTron(PRICE, { token: 'other' }), 'not a USDT transfer'],
    [
      'another recipient',
      () => payTron(PRICE, { to: randomTronAddress() }),
      /^sent to another address \(T\w{5}…\w{3}\)$/,
    ],
    [
      'a failed transaction',
      () => payTron(PRICE, { failed: true }),
      'the transaction failed on chain',
    ],
    [
      'a payment made days before the order',
      () => payTron(PRICE, { at: new Date(Date.now() - 96 * 3_600_000) }),
      'made 4 days before this order',
    ],
  ])('keeps a deposit paid with %s pending, with the finding in words', async (_, pay, finding) => {
    const buyer = await member();
    const order = await paid(buyer.token, 'tron', pay());
    expect(order.status).toBe('pending');
    expect(order.chain?.state).toBe('mismatch');
    expect((await adminOrder(order.order_details.order_no)).chain?.finding).toMatch(finding);
  });

  it('waits for confirmations, then the background job approves it', async () => {
    const buyer = await member();
    const hash = payTron(PRICE, { confirmations: 3 });
    const order = await paid(buyer.token, 'tron', hash);
    expect(order.status).toBe('pending');
    expect(order.chain).toMatchObject({
      state: 'waiting',
      note: 'waiting for 17 more confirmations',
    });
    expect((await adminOrder(order.order_details.order_no)).chain?.finding).toBe(
      'not yet confirmed: 3 of 20',
    );
    await t.app.db.execute(
      sql`update chain_payments set next_check_at = now() where tx_hash = ${hash}`,
    );
    tron.mine(25);
    await worker.runOnce();
    const after = await adminOrder(order.order_details.order_no);
    expect(after.status).toBe('approved');
    expect(after.decided_by).toBe('chain');
  });

  it('approves nothing when a receipt disappears before its depth (a reorganisation)', async () => {
    const buyer = await member();
    const hash = payBsc(PRICE, { confirmations: 2 });
    const order = await paid(buyer.token, 'bsc', hash);
    expect(
      order.chain?.finding ?? (await adminOrder(order.order_details.order_no)).chain?.finding,
    ).toBeTruthy();
    bsc.drop(hash);
    bsc.mine(20);
    await t.app.db.execute(
      sql`update chain_payments set next_check_at = now() where tx_hash = ${hash}`,
    );
    await worker.runOnce();
    const after = await adminOrder(order.order_details.order_no);
    expect(after.status).toBe('pending');
    expect(after.chain?.state).toBe('waiting');
    expect(after.chain?.finding).toMatch(/^no longer on chain: block \d+ was replaced/);
  });

  it('refuses a hash already used, also one recorded for a withdrawal', async () => {
    const first = await member();
    const hash = payTron(PRICE);
    await paid(first.token, 'tron', hash);
    const second = await member();
    const again = await depositWith(second.token, { network: 'tron', tx_hash: hash.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe(HASH_USED);
  });

  it('approves one order of 50 parallel deposits naming one hash', async () => {
    const buyers = await Promise.all(Array.from({ length: 5 }, () => member()));
    const hash = payBsc(PRICE);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        depositWith(buyers[i % buyers.length]?.token ?? '', { network: 'bsc', tx_hash: hash }),
      ),
    );
    const created = answers.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(49);
    const [count] = await queryRows<{ n: string | number }>(
      t.app.db,
      sql`select count(*) as n from orders o join chain_payments p on p.order_id = o.id
           where p.tx_hash = ${hash} and o.status = 'approved'`,
    );
    expect(Number(count?.n)).toBe(1);
  });

  it('checks the hash format per network and refuses networks not offered', async () => {
    const buyer = await member();
    const nonsense = await depositWith(buyer.token, { network: 'bsc', tx_hash: randomHash() });
    expect(nonsense.statusCode).toBe(400);
    expect(nonsense.json<{ message: string }>().message).toMatch(/0x and 64 hex characters/);
    const noNetwork = await depositWith(buyer.token, { tx_hash: randomHash() });
    expect(noNetwork.statusCode).toBe(400);
  });
});

describe('a chain that cannot be trusted', () => {
  it.each([
    ['a node that never answers', 'hang', 'chain unreachable: no answer within 1.5 s'],
    ['a malformed answer', 'malformed', 'chain unreachable: malformed answer'],
    ['a server error', 'error', 'chain unreachable: the node answered HTTP 503'],
  ] as const)(
    'with %s approves nothing and keeps the order for a re-check',
    async (_, mode, finding) => {
      const buyer = await member();
      const hash = payBsc(PRICE);
      bsc.mode = mode;
      try {
        const order = await paid(buyer.token, 'bsc', hash);
        expect(order.status).toBe('pending');
        expect(order.chain?.state).toBe('unreachable');
        expect((await adminOrder(order.order_details.order_no)).chain?.finding).toBe(finding);
      } finally {
        bsc.mode = 'ok';
      }
      await t.app.db.execute(
        sql`update chain_payments set next_check_at = now() where tx_hash = ${hash}`,
      );
      await worker.runOnce();
      const [row] = await queryRows<{ status: string }>(
        t.app.db,
        sql`select o.status from orders o join chain_payments p on p.order_id = o.id where p.tx_hash = ${hash}`,
      );
      expect(row?.status).toBe('approved');
    },
  );

  it('believes no node of another chain', async () => {
    const buyer = await member();
    bsc.chainId = 1;
    tron.chainId = 'cd8690dc';
    try {
      for (const [network, hash, finding] of [
        [
          'bsc',
          payBsc(PRICE),
          'chain unreachable: the node answers for chain 1, not BNB Smart Chain (56)',
        ],
        [
          'tron',
          payTron(PRICE),
          'chain unreachable: the node answers for chain 0xcd8690dc, not Tron (0x2b6653dc)',
        ],
      ] as const) {
        const order = await paid(buyer.token, network, hash);
        expect(order.status).toBe('pending');
        expect(order.chain?.state).toBe('unreachable');
        expect((await adminOrder(order.order_details.order_no)).chain?.finding).toBe(finding);
      }
    } finally {
      bsc.chainId = 56;
      tron.chainId = TRON_MAINNET_CHAIN_ID;
    }
  });

  it('expires a payment never confirmed within the window', async () => {
    const buyer = await member();
    const hash = randomHash();
    const order = await paid(buyer.token, 'tron', hash);
    expect(order.chain?.finding).toBe('not found on chain');
    expect(order.chain?.note).toBe('waiting for the transaction to appear on chain');
    await t.app.db.execute(sql`
      update orders set created_at = now() - interval '73 hours'
       where order_no = ${order.order_details.order_no}`);
    await t.app.db.execute(
      sql`update chain_payments set next_check_at = now() where tx_hash = ${hash}`,
    );
    await worker.runOnce();
    const after = await adminOrder(order.order_details.order_no);
    expect(after.chain).toMatchObject({
      state: 'expired',
      finding: 'not found on chain within 72 hours',
    });
    expect((await approve(order.order_details.order_no)).statusCode).toBe(409);
  });
});

describe('transfers that match no order', () => {
  it('are read from both chains into a queue staff assign to an order', async () => {
    const tronHash = payTron(PRICE);
    const bscHash = payBsc(12.25);
    await worker.runOnce();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/chain/transfers?limit=200',
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    const items = res.json<{ items: ChainTransfer[] }>().items;
    const tronItem = items.find((i) => i.txHash === tronHash);
    expect(tronItem).toMatchObject({ network: 'tron', to: TRON_ADDRESS, amount: PRICE });
    expect(items.find((i) => i.txHash === bscHash)).toMatchObject({
      network: 'bsc',
      amount: 12.25,
    });

    // A member who paid but sent only the screenshot.
    const buyer = await member();
    const plain = await depositWith(buyer.token, {});
    const no = plain.json<{ order: MemberOrder }>().order.order_details.order_no;
    const assigned = await t.app.inject({
      method: 'POST',
      url: `/api/admin/chain/transfers/tron/${tronHash}/assign`,
      headers: bearer(admin),
      payload: { orderNo: no },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json()).toMatchObject({
      message: `Transfer assigned to ${no}`,
      order: { status: 'approved', decided_by: 'chain' },
    });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/admin/chain/transfers?limit=200',
      headers: bearer(admin),
    });
    expect(after.json<{ items: ChainTransfer[] }>().items.map((i) => i.txHash)).not.toContain(
      tronHash,
    );
    const twice = await t.app.inject({
      method: 'POST',
      url: `/api/admin/chain/transfers/bsc/${bscHash}/assign`,
      headers: bearer(admin),
      payload: { orderNo: no },
    });
    expect(twice.statusCode).toBe(409);
  });
});

describe('payouts checked on chain', () => {
  async function pendingWithdrawal(address: string) {
    const m = await member();
    await t.app.inject({
      method: 'POST',
      url: '/wallet/walletdetails/',
      headers: bearer(m.token),
      payload: { userId: m.code, name: 'M', telegramId: '@m', Walletaddress: address },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/kyc/${m.code}/verify`,
      headers: bearer(admin),
    });
    await creditWallet(t.app.db, m.id, 40_000_000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/user/withdrawal-request',
      headers: bearer(m.token),
      payload: { sponsorId: m.code, amount: 25, password: 'member-password-1', uniqueKey: m.key },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ order: { order_details: { order_no: string } } }>().order.order_details
      .order_no;
  }

  const approveWithdrawal = (no: string, txHash: string, reason?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/withdrawals/${no}/approve`,
      headers: bearer(admin),
      payload: { txHash, ...(reason ? { reason } : {}) },
    });

  it('records a matching payout as verified', async () => {
    const address = randomTronAddress();
    const no = await pendingWithdrawal(address);
    const hash = tron.pay({ from: TRON_ADDRESS, to: address, amount: tronUsdt(25) });
    const res = await approveWithdrawal(no, hash);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ withdrawal: AdminWithdrawal }>().withdrawal.chain).toMatchObject({
      state: 'verified',
      finding: "verified on chain: sent 25.00 USDT to the member's address",
    });
  });

  it('asks for a reason when the payout does not match, and records it with one', async () => {
    const address = randomBscAddress();
    const no = await pendingWithdrawal(address);
    const wrong = bsc.pay({ from: BSC_ADDRESS, to: randomBscAddress(), amount: bscUsdt(25) });
    const refused = await approveWithdrawal(no, wrong);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ needsReason: true });
    expect(refused.json<{ message: string }>().message).toMatch(
      /^The payout does not match on chain: sent to another address \(0x\w{4}…\w{3}\)\. Give a reason to record it anyway\.$/,
    );
    const short = bsc.pay({ from: BSC_ADDRESS, to: address, amount: bscUsdt(24) });
    expect((await approveWithdrawal(no, short)).json<{ message: string }>().message).toMatch(
      /sent 24\.00 of 25\.00/,
    );
    const recorded = await approveWithdrawal(
      no,
      short,
      'Sent 24 on chain, 1 USDT paid back in cash',
    );
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json<{ withdrawal: AdminWithdrawal }>().withdrawal.chain?.state).toBe(
      'mismatch',
    );
    const overrides = await queryRows<{ n: string | number }>(
      t.app.db,
      sql`select count(*) as n from audit_log where action = 'withdrawal.payout_override' and subject = ${no}`,
    );
    expect(Number(overrides[0]?.n)).toBe(1);
    // The hash paid a withdrawal: no deposit can name it.
    const buyer = await member();
    const reuse = await depositWith(buyer.token, { network: 'bsc', tx_hash: short });
    expect(reuse.statusCode).toBe(409);
  });
});

describe('without a chain configured', () => {
  it('offers no network and works as before, screenshots only', async () => {
    const plain = await createTestApp({ config: { chain: testConfig().chain } });
    try {
      await seedRoot(plain.app.db);
      const res = await plain.app.inject({ method: 'GET', url: '/api/packages' });
      expect(res.json<{ networks: unknown[] }>().networks).toEqual([]);
      const rootToken = await login(plain.app, ROOT_CODE, 'root-password-1');
      const body = multipartBody(
        { package_name: 'Kick Starter', network: 'tron', tx_hash: randomHash() },
        { name: 'image', filename: 'paid.png', type: 'image/png', data: await pngScreenshot() },
      );
      const refused = await plain.app.inject({
        method: 'POST',
        url: '/order/create',
        headers: { ...bearer(rootToken), ...body.headers },
        payload: body.payload,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe(
        'USDT TRC-20 (Tron) payments are not offered',
      );
    } finally {
      await plain.close();
    }
  });
});
