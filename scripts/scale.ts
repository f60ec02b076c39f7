// `npm run test:scale`: the product on a real multi-machine topology, on this machine (README
// "Running on more than one machine"). The topology of server/test/topology.ts (a scratch primary,
// a streaming standby, PgBouncer in transaction mode) and two app instances through the pooler
// reading from the standby; then the API scenarios through them. Everything it starts it stops
// and removes. Exits non-zero on the first failure.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { generate } from 'otplib';
import { openDatabase } from '../server/db/client';
import { startServer, type ServerProcess } from '../server/test/server-process';
import { startTopology } from '../server/test/topology';
import { creditWallet } from '../server/test/wallets';
import { multipartBody, pngScreenshot } from '../server/test/staff';
import { sessionCookie } from '../server/http/auth';
import { userDashboard, type MemberDashboard } from '../contract/dashboard';
import { PAGE_DATA_ID } from '../contract/page-data';

const ROOT = { sponsorId: 'LT1000001', password: 'root-password-scale' };
const ADMIN = { email: 'admin@scale.test', password: 'admin-password-scale' };
const ADMIN_TOTP_SECRET = 'ONSWG4TFOQQGC5LUNBSW45DJMNQXI33S';
const PASSWORD = 'scale-member-pass';

const started: (() => Promise<void> | void)[] = [];
const began = Date.now();
const step = (what: string) =>
  console.log(`- ${what} (${((Date.now() - began) / 1000).toFixed(1)} s)`);

type Json = Record<string, unknown>;
async function call(base: string, path: string, init: { token?: string; body?: unknown } = {}) {
  const res = await fetch(`${base}${path}`, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : {}) as Json };
}

async function ok(base: string, path: string, init: { token?: string; body?: unknown } = {}) {
  const res = await call(base, path, init);
  assert.ok(res.status < 300, `${path} answered ${res.status}: ${JSON.stringify(res.json)}`);
  return res.json;
}

async function main() {
  step('a scratch primary, a streaming standby of it, PgBouncer in transaction mode in front');
  const topology = await startTopology();
  started.push(() => topology.stop());
  const { primaryUrl, standbyUrl, pooledUrl } = topology;

  step('two app instances through the pooler, reading from the standby');
  // The member area's page, so that a page carrying the dashboard reads it as the API does.
  const clientDir = mkdtempSync(join(tmpdir(), 'lte-scale-client-'));
  started.push(() => rmSync(clientDir, { recursive: true, force: true }));
  writeFileSync(
    join(clientDir, 'area-member.html'),
    '<html><body><div id="root"></div></body></html>',
  );
  const env = {
    CLIENT_DIR: clientDir,
    DATABASE_URL: pooledUrl,
    DATABASE_DIRECT_URL: primaryUrl,
    DATABASE_REPLICA_URL: standbyUrl,
    ROOT_SPONSOR_ID: ROOT.sponsorId,
    ROOT_PASSWORD: ROOT.password,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_TOTP_SECRET,
    LOG_LEVEL: 'warn',
  };
  const a: ServerProcess = await startServer(env);
  started.push(() => void a.stop());
  const b: ServerProcess = await startServer(env);
  started.push(() => void b.stop());
  const instances = [a.url, b.url];
  const on = (i: number) => instances[i % 2] as string;

  const adminToken = String(
    (
      await ok(a.url, '/api/admin/login', {
        body: { ...ADMIN, code: await generate({ secret: ADMIN_TOTP_SECRET }) },
      })
    )['token'],
  );

  step('registrations on both instances');
  const members: { code: string; id: string; key: string; token: string }[] = [];
  for (let i = 0; i < 12; i++) {
    const side = i % 2 ? 'right' : 'left';
    const registered = await ok(on(i), `/api/auth/register-user-${side}`, {
      body: {
        sponsorId: ROOT.sponsorId,
        name: `Scale Member ${i}`,
        mobileNumber: `98765${String(43210 + i)}`,
        email: `scale${i}@example.com`,
        password: PASSWORD,
      },
    });
    const user = registered['user'] as { mySponsorId: string; _id: string };
    const login = await ok(on(i + 1), '/api/auth/login-user', {
      body: { sponsorId: user.mySponsorId, password: PASSWORD },
    });
    members.push({
      code: user.mySponsorId,
      id: user._id,
      key: String(registered['uniqueKey']),
      token: String(login['token']),
    });
  }

  step('deposits on one instance, seen at once on the other, approved on either');
  const png = await pngScreenshot();
  for (const [i, m] of members.entries()) {
    const form = multipartBody(
      { package_name: 'Kick Starter' },
      { name: 'image', filename: 'paid.png', type: 'image/png', data: png },
    );
    const created = await fetch(`${on(i)}/order/create`, {
      method: 'POST',
      headers: { authorization: `Bearer ${m.token}`, ...form.headers },
      body: form.payload,
    });
    assert.equal(created.status, 201, `deposit ${created.status}`);
    const orderNo = ((await created.json()) as { order: { order_details: { order_no: string } } })
      .order.order_details.order_no;
    // Read-your-writes: the member's very next read, on the other instance, shows the order.
    const history = await ok(on(i + 1), '/user/orderhistory', {
      token: m.token,
      body: { mySponsorId: m.code },
    });
    const orders = history['orders'] as { order_details: { order_no: string } }[];
    assert.ok(
      orders.some((o) => o.order_details.order_no === orderNo),
      `the order ${orderNo} was not in the history read right after it`,
    );
    await ok(on(i + 1), `/api/admin/orders/${orderNo}/approve`, { token: adminToken, body: {} });
  }

  step('the replica serves reads (its statistics count them)');
  const standby = new pg.Client({ connectionString: standbyUrl });
  await standby.connect();
  const reads = async () =>
    Number(
      (
        await standby.query<{ n: string }>(
          // Rows read through an index: every dashboard reads its member's rows so, whether or not
          // it shared its statement with others (ADR 0014); the lag checks read none.
          "select tup_fetched::text as n from pg_stat_database where datname = 'lte'",
        )
      ).rows[0]?.n ?? 0,
    );
  const before = await reads();
  // Past the moment of the member's last write, so their reads may go to the standby.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const statuses = await Promise.all(
    Array.from({ length: 400 }, (_, i) => {
      const m = members[i % members.length] as (typeof members)[number];
      return call(on(i), '/dashboard/user-dashboard', {
        token: m.token,
        body: { sponsorId: m.code },
      }).then((r) => r.status);
    }),
  );
  assert.deepEqual(
    statuses.filter((s) => s !== 200),
    [],
    '400 concurrent dashboards answered only 200',
  );
  // A standby's backends report their statistics when idle (up to ten seconds later in PostgreSQL
  // 15): wait for the count to show the reads.
  let after = await reads();
  for (const deadline = Date.now() + 30_000; after - before < 400 && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    after = await reads();
  }
  await standby.end();
  assert.ok(after - before >= 400, `the standby fetched ${after - before} rows`);
  console.log(`  the standby fetched ${after - before} rows for 400 dashboards`);

  step('with the standby paused, a member still reads their own deposit at once');
  const paused = new pg.Client({ connectionString: standbyUrl });
  await paused.connect();
  await paused.query('select pg_wal_replay_pause()');
  const depositor = members[2] as (typeof members)[number];
  const form = multipartBody(
    { package_name: 'Bull Starter' },
    { name: 'image', filename: 'paid.png', type: 'image/png', data: png },
  );
  const lagging = await fetch(`${a.url}/order/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${depositor.token}`, ...form.headers },
    body: form.payload,
  });
  assert.equal(lagging.status, 201);
  const laggingNo = ((await lagging.json()) as { order: { order_details: { order_no: string } } })
    .order.order_details.order_no;
  const seen = await ok(b.url, '/user/orderhistory', {
    token: depositor.token,
    body: { mySponsorId: depositor.code },
  });
  assert.ok(
    (seen['orders'] as { order_details: { order_no: string } }[]).some(
      (o) => o.order_details.order_no === laggingNo,
    ),
    'the deposit made while the standby was paused was not in the history',
  );
  // The home page carries the dashboard (server/http/page-data.ts): read as the API reads it.
  const home = await fetch(`${a.url}/userdashboard`, {
    headers: { cookie: `${sessionCookie('member')}=${depositor.token}` },
  });
  const carried = new RegExp(`id="${PAGE_DATA_ID}">(.*?)</script>`, 's').exec(await home.text());
  const dashboard = JSON.parse(carried?.[1] ?? '{}')[userDashboard.path] as
    MemberDashboard | undefined;
  assert.ok(
    dashboard?.status.deposits.pending.some((o) => o.order_no === laggingNo),
    'the home page carried a dashboard without the deposit made while the standby was paused',
  );
  await paused.query('select pg_wal_replay_resume()');
  await paused.end();

  step('a close started on both instances at once closes one period');
  const payouts = await ok(a.url, '/api/admin/payouts?limit=1', { token: adminToken });
  const periodId = (payouts['open'] as { id: number }).id;
  const closes = await Promise.all(
    instances.map((url) =>
      call(url, '/api/admin/payouts/close', { token: adminToken, body: { periodId } }),
    ),
  );
  assert.deepEqual(
    closes.map((c) => c.status),
    [200, 200],
  );
  const direct = await openDatabase({ kind: 'postgres', url: primaryUrl, poolSize: 2 });
  if (direct.kind !== 'postgres') throw new Error('expected PostgreSQL');
  const closed = await direct.pool.query<{ n: string }>(
    'select count(*)::text as n from periods where closed_at is not null',
  );
  assert.equal(closed.rows[0]?.n, '1', 'one period closed');

  step('withdrawals of the whole balance racing across instances: one succeeds');
  const racer = members[0] as (typeof members)[number];
  await ok(a.url, '/wallet/walletdetails/', {
    token: racer.token,
    body: {
      userId: racer.code,
      name: 'Scale Racer',
      telegramId: '@racer',
      Walletaddress: 'TXo1LteDemoDepositAddressK7QXM2PA9',
    },
  });
  await ok(b.url, `/api/admin/kyc/${racer.code}/verify`, { token: adminToken, body: {} });
  await creditWallet(direct.db, Number(racer.id), 100_000_000);
  const balance = await direct.pool.query<{ balance: string }>(
    "select balance::text from accounts where kind = 'member_wallet' and owner_id = $1",
    [racer.id],
  );
  const whole = Number(balance.rows[0]?.balance) / 1_000_000;
  const withdrawals = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      call(on(i), '/user/withdrawal-request', {
        token: racer.token,
        body: { sponsorId: racer.code, amount: whole, password: PASSWORD, uniqueKey: racer.key },
      }),
    ),
  );
  assert.equal(withdrawals.filter((w) => w.status === 201).length, 1, 'one withdrawal');
  await direct.close();

  step('a logout on one instance is refused at the next request on the other');
  const leaver = members[1] as (typeof members)[number];
  await ok(a.url, '/api/auth/logout', { token: leaver.token, body: {} });
  const refused = await call(b.url, '/dashboard/user-dashboard', {
    token: leaver.token,
    body: { sponsorId: leaver.code },
  });
  assert.equal(refused.status, 401);

  step('the standby stops: reads fall back to the primary');
  topology.stopStandby();
  // Past the moment the instances last looked at the standby's position.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const fallback = await Promise.all(
    Array.from({ length: 100 }, (_, i) => {
      const m = members[(i % (members.length - 2)) + 2] as (typeof members)[number];
      return call(on(i), '/dashboard/user-dashboard', {
        token: m.token,
        body: { sponsorId: m.code },
      }).then((r) => r.status);
    }),
  );
  assert.deepEqual(
    fallback.filter((s) => s !== 200),
    [],
    'dashboards answered while the standby was down',
  );

  console.log('Scale scenario: all checks passed');
}

async function cleanUp() {
  for (const stop of started.reverse()) {
    try {
      await stop();
    } catch (error) {
      console.error(`cleanup: ${String(error)}`);
    }
  }
}

main().then(
  async () => {
    await cleanUp();
    process.exit(0);
  },
  async (error: unknown) => {
    console.error(error);
    await cleanUp();
    process.exit(1);
  },
);
