import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  RECOVERY_BY_ADMIN,
  RECOVERY_SENT,
  type NotificationPage,
  type NotificationSettings,
} from '../../../contract/notifications';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw';
import { startFakeSmtp, type FakeSmtp } from '../../test/fake-smtp';
import { FAKE_BOT_NAME, FAKE_BOT_TOKEN, startFakeTelegram } from '../../test/fake-telegram';
import { createTestApp, engine, testConfig, type TestApp } from '../../test/harness';
import { bearer, login, PASSWORD, register, ROOT_CODE, seedRoot } from '../../test/members';
import { adminSession, deposit, seedAdmin } from '../../test/staff';
import { SYSTEM } from '../audit/service';
import { approveDeposit } from '../orders/service';
import { closePeriod } from '../payouts/close';
import { closeScholarships } from '../scholarships/service';
import { INTERRUPTED } from './outbox';
import { LINKED_REPLY } from './telegram';
import { startNotificationWorker, type NotificationWorker } from './worker';

const silent = { error: () => undefined };

type Setup = { t: TestApp; worker: NotificationWorker; notify: Config['notify'] };

async function setUp(smtpUrl: string | undefined, telegramUrl?: string): Promise<Setup> {
  const notify = {
    ...testConfig().notify,
    smtpUrl,
    ...(telegramUrl ? { telegramToken: FAKE_BOT_TOKEN, telegramApiUrl: telegramUrl } : {}),
    smtpTimeoutMs: 1500,
    retryBaseMs: 10,
    maxAttempts: 3,
    digestHours: 0,
  };
  const t = await createTestApp({ config: { notify, publicUrl: 'https://ltearn.example' } });
  await seedRoot(t.app.db);
  await seedAdmin(t.app.db);
  const worker = await startNotificationWorker(t.app.db, notify, {
    publicUrl: 'https://ltearn.example',
    log: silent,
    loop: false,
  });
  return { t, worker, notify };
}

/** Another instance's worker: on PostgreSQL with a pool of its own, on PGlite on the same database. */
async function secondWorker(t: TestApp, notify: Config['notify']) {
  const second =
    engine === 'postgres' && t.database.url
      ? await (async () => {
          const { openDatabase } = await import('../../db/client');
          return openDatabase({ kind: 'postgres', url: t.database.url ?? '', poolSize: 5 });
        })()
      : undefined;
  const worker = await startNotificationWorker(second?.db ?? t.app.db, notify, {
    publicUrl: undefined,
    log: silent,
    loop: false,
  });
  return { worker, close: async () => second?.close() };
}

async function newMember(t: TestApp) {
  const rootToken = await login(t.app, ROOT_CODE, 'root-password-1');
  const joined = await register(t.app, ROOT_CODE, 'left', rootToken);
  const code = joined.user.mySponsorId;
  return { code, id: Number(joined.user._id), token: await login(t.app, code) };
}

async function approve(t: TestApp, orderNo: string) {
  const admin = await adminSession(t.app);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderNo}/approve`,
    headers: bearer(admin.token),
  });
  expect(res.statusCode).toBe(200);
}

async function noticesOf(t: TestApp, token: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/notifications',
    headers: bearer(token),
  });
  expect(res.statusCode).toBe(200);
  return res.json<NotificationPage>();
}

async function emailOf(db: Database, memberId: number) {
  const [row] = await queryRows<{ email: string }>(
    db,
    sql`select email from members where id = ${memberId}`,
  );
  return row?.email ?? '';
}

/** Runs worker passes until `done` holds (a retry waits its backoff first). */
async function until(worker: NotificationWorker, done: () => boolean | Promise<boolean>) {
  for (let pass = 0; pass < 200; pass++) {
    await worker.runOnce();
    if (await done()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the outbox did not reach the expected state');
}

const deliveryStates = (db: Database) =>
  queryRows<{
    id: string | number;
    channel: string;
    state: string;
    attempts: number;
    last_error: string | null;
  }>(db, sql`select id, channel, state, attempts, last_error from deliveries order by id`);

describe('notifications (decisions §14)', () => {
  let smtp: FakeSmtp;
  let telegram: Awaited<ReturnType<typeof startFakeTelegram>>;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    telegram = await startFakeTelegram();
  });
  afterAll(async () => {
    await smtp.close();
    await telegram.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
    telegram.sent.length = 0;
    smtp.setMode('accept');
    telegram.setFailing(false);
  });

  it('approving a deposit sends one e-mail, one Telegram message and one in-app notice; a rolled-back approval sends none', async () => {
    const { t, worker } = await setUp(smtp.url, telegram.url);
    try {
      const member = await newMember(t);
      const link = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/telegram/link',
        headers: bearer(member.token),
      });
      expect(link.statusCode).toBe(200);
      const url = new URL(link.json<{ url: string }>().url);
      expect(url.origin + url.pathname).toBe(`https://t.me/${FAKE_BOT_NAME}`);
      telegram.start(4242, url.searchParams.get('start') ?? '');
      await worker.runOnce();
      expect(telegram.sent).toEqual([{ chat_id: '4242', text: LINKED_REPLY }]);
      telegram.sent.length = 0;

      const orderNo = await deposit(t.app, member.token, 'Bull Starter');
      await approve(t, orderNo);
      await worker.runOnce();
      await worker.runOnce();
      const address = await emailOf(t.app.db, member.id);
      const mails = smtp.received.filter((m) => m.to.includes(address));
      expect(mails.map((m) => m.subject)).toEqual(['Deposit approved']);
      expect(mails[0]?.text).toContain(orderNo);
      expect(mails[0]?.text).toContain('https://ltearn.example/userdashboard/reports');
      expect(
        telegram.sent.filter((m) => m.chat_id === '4242').map((m) => m.text.split('\n')[0]),
      ).toEqual(['Deposit approved']);
      const notices = await noticesOf(t, member.token);
      expect(notices.items.filter((n) => n.kind === 'deposit_approved')).toHaveLength(1);
      expect(notices.unread).toBeGreaterThan(0);

      // The same approval inside a transaction that rolls back leaves no notice and no message.
      const second = await deposit(t.app, member.token, 'Bull Starter');
      const before = await queryRows<{ n: string | number }>(
        t.app.db,
        sql`select count(*) as n from notifications`,
      );
      const admin = await adminSession(t.app);
      await t.app.db
        .transaction(async (tx) => {
          await approveDeposit(tx as unknown as Database, second, { kind: 'admin', id: admin.id });
          tx.rollback();
        })
        .catch(() => undefined);
      const after = await queryRows<{ n: string | number }>(
        t.app.db,
        sql`select count(*) as n from notifications`,
      );
      expect(Number(after[0]?.n)).toBe(Number(before[0]?.n));
      smtp.received.length = 0;
      await worker.runOnce();
      expect(smtp.received).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('two workers delivering at once send every message exactly once', async () => {
    const { t, worker, notify } = await setUp(smtp.url);
    const { worker: other, close: closeOther } = await secondWorker(t, notify);
    try {
      const member = await newMember(t);
      for (let i = 0; i < 12; i++)
        await approve(t, await deposit(t.app, member.token, 'Bull Starter'));
      const pending = async () =>
        (await deliveryStates(t.app.db)).filter((d) => d.state !== 'sent').length === 0;
      for (let pass = 0; pass < 50 && !(await pending()); pass++) {
        await Promise.all([worker.runOnce(), other.runOnce()]);
      }
      const rows = await deliveryStates(t.app.db);
      expect(rows.every((d) => d.state === 'sent' && d.attempts === 1)).toBe(true);
      const ids = smtp.received.map((m) => m.messageId);
      expect(ids).toHaveLength(rows.length);
      expect(new Set(ids).size).toBe(rows.length);
    } finally {
      await closeOther();
      await t.close();
    }
  });

  it('keeps messages while SMTP refuses, delivers them once it is back, and dead-letters after the last try', async () => {
    const { t, worker } = await setUp(smtp.url);
    try {
      const member = await newMember(t);
      const address = await emailOf(t.app.db, member.id);
      smtp.setMode('refuse');
      await approve(t, await deposit(t.app, member.token, 'Bull Starter'));
      await worker.runOnce();
      const [retrying] = await deliveryStates(t.app.db);
      expect(retrying).toMatchObject({ state: 'pending', attempts: 1 });
      expect(retrying?.last_error).toMatch(/451|Mailbox unavailable/);
      smtp.setMode('accept');
      await until(worker, async () =>
        (await deliveryStates(t.app.db)).every((d) => d.state === 'sent'),
      );
      expect(smtp.received.filter((m) => m.to.includes(address))).toHaveLength(1);

      smtp.setMode('refuse');
      smtp.received.length = 0;
      await approve(t, await deposit(t.app, member.token, 'Bull Starter'));
      await until(worker, async () =>
        (await deliveryStates(t.app.db)).some((d) => d.state === 'dead'),
      );
      const admin = await adminSession(t.app);
      const dead = await t.app.inject({
        method: 'GET',
        url: '/api/admin/outbox?state=dead',
        headers: bearer(admin.token),
      });
      const page = dead.json<{
        items: { _id: string; attempts: number; lastError: string }[];
        counts: { dead: number };
      }>();
      expect(page.counts.dead).toBe(1);
      expect(page.items[0]).toMatchObject({ attempts: 3 });
      expect(page.items[0]?.lastError).toMatch(/451|Mailbox unavailable/);

      smtp.setMode('accept');
      const retried = await t.app.inject({
        method: 'POST',
        url: `/api/admin/outbox/${page.items[0]?._id}/retry`,
        headers: bearer(admin.token),
      });
      expect(retried.statusCode).toBe(200);
      await until(worker, async () =>
        (await deliveryStates(t.app.db)).every((d) => d.state === 'sent'),
      );
      expect(smtp.received.filter((m) => m.to.includes(address))).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('an SMTP server that hangs times out into a retry; the approval itself never waits for it', async () => {
    const { t, worker } = await setUp(smtp.url);
    try {
      const member = await newMember(t);
      smtp.setMode('hang');
      await approve(t, await deposit(t.app, member.token, 'Bull Starter'));
      await worker.runOnce();
      const [row] = await deliveryStates(t.app.db);
      expect(row).toMatchObject({ state: 'pending', attempts: 1 });
      expect(row?.last_error).toMatch(/timeout|Timeout/i);
    } finally {
      smtp.setMode('accept');
      await t.close();
    }
  });

  it('a send cut off by a crash is not sent again automatically: it waits as a dead letter', async () => {
    const { t, worker } = await setUp(smtp.url);
    try {
      const member = await newMember(t);
      await approve(t, await deposit(t.app, member.token, 'Bull Starter'));
      // As a process that died mid-send leaves it: claimed long ago, never settled.
      await t.app.db.execute(sql`update deliveries set state = 'sending', claimed_by = 'gone',
                                  claimed_at = now() - interval '1 hour', attempts = 1`);
      await worker.runOnce();
      expect(smtp.received).toEqual([]);
      const [row] = await deliveryStates(t.app.db);
      expect(row).toMatchObject({ state: 'dead', last_error: INTERRUPTED });
    } finally {
      await t.close();
    }
  });

  it('members choose channels per kind; security notices still go by e-mail', async () => {
    const { t, worker } = await setUp(smtp.url);
    try {
      const member = await newMember(t);
      const address = await emailOf(t.app.db, member.id);
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/settings',
        headers: bearer(member.token),
        payload: {
          preferences: [
            { kind: 'deposit_approved', email: false, telegram: false },
            { kind: 'password_changed', email: false, telegram: false },
          ],
        },
      });
      const settings = saved.json<NotificationSettings>();
      expect(settings.email).toEqual({ configured: true, address });
      expect(settings.telegram).toMatchObject({ configured: false, linked: false });
      expect(settings.preferences.find((p) => p.kind === 'deposit_approved')).toMatchObject({
        email: false,
      });
      expect(settings.preferences.find((p) => p.kind === 'password_changed')).toMatchObject({
        email: true,
      });

      await approve(t, await deposit(t.app, member.token, 'Bull Starter'));
      const changed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: bearer(member.token),
        payload: { currentPassword: PASSWORD, newPassword: 'another-password-2' },
      });
      expect(changed.statusCode).toBe(200);
      await worker.runOnce();
      expect(smtp.received.filter((m) => m.to.includes(address)).map((m) => m.subject)).toEqual([
        'Your password was changed',
      ]);
      const notices = await noticesOf(t, changed.json<{ token: string }>().token);
      expect(notices.items.map((n) => n.kind)).toEqual(
        expect.arrayContaining(['deposit_approved', 'password_changed']),
      );
    } finally {
      await t.close();
    }
  });

  it('without configuration, notices are in-app only and recovery stays with the admin', async () => {
    const { t, worker } = await setUp(undefined);
    try {
      const member = await newMember(t);
      await approve(t, await deposit(t.app, member.token, 'Bull Starter'));
      await worker.runOnce();
      expect(await deliveryStates(t.app.db)).toEqual([]);
      const notices = await noticesOf(t, member.token);
      expect(notices.items[0]).toMatchObject({ kind: 'deposit_approved', readAt: null });
      const read = await t.app.inject({
        method: 'POST',
        url: '/api/notifications/read',
        headers: bearer(member.token),
        payload: { all: true },
      });
      expect(read.json()).toEqual({ unread: 0 });
      const settings = await t.app.inject({
        method: 'GET',
        url: '/api/notifications/settings',
        headers: bearer(member.token),
      });
      expect(settings.json<NotificationSettings>()).toMatchObject({
        email: { configured: false },
        telegram: { configured: false },
      });
      const options = await t.app.inject({ method: 'GET', url: '/api/auth/recovery' });
      expect(options.json()).toEqual({ email: false });
      const forgot = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { role: 'member', sponsorId: member.code },
      });
      expect(forgot.statusCode).toBe(409);
      expect(forgot.json()).toEqual({ message: RECOVERY_BY_ADMIN });
    } finally {
      await t.close();
    }
  });

  it('a forgotten password is reset with an e-mailed code: single use, same answer for strangers', async () => {
    const { t, worker } = await setUp(smtp.url);
    try {
      const member = await newMember(t);
      const address = await emailOf(t.app.db, member.id);
      const ask = (sponsorId: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { role: 'member', sponsorId },
        });
      const stranger = await ask('LT9999999');
      const asked = await ask(member.code);
      expect(stranger.json()).toEqual({ message: RECOVERY_SENT });
      expect(asked.json()).toEqual({ message: RECOVERY_SENT });
      await worker.runOnce();
      const codes = smtp.received.filter((m) => m.subject === 'Your password reset code');
      expect(codes.map((m) => m.to)).toEqual([[address]]);
      const code = /\b(\d{6})\b/.exec(codes[0]?.text ?? '')?.[1] ?? '';
      // The code is in no in-app list and, once sent, no longer stored readable.
      expect((await noticesOf(t, member.token)).items.some((n) => n.kind === 'recovery_code')).toBe(
        false,
      );
      const stored = await queryRows<{ body: string }>(
        t.app.db,
        sql`select body from notifications where kind = 'recovery_code'`,
      );
      expect(stored.every((s) => !s.body.includes(code))).toBe(true);

      const reset = (payloadCode: string, newPassword: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { role: 'member', sponsorId: member.code, code: payloadCode, newPassword },
        });
      const wrongCode = code === '000000' ? '000001' : '000000';
      expect((await reset(wrongCode, 'brand-new-password')).statusCode).toBe(401);
      expect((await reset(code, 'brand-new-password')).statusCode).toBe(200);
      expect((await reset(code, 'yet-another-password')).statusCode).toBe(401);
      const signedOut = await t.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: bearer(member.token),
      });
      expect(signedOut.statusCode).toBe(401);
      await expect(login(t.app, member.code)).rejects.toThrow(/401/);
      expect(await login(t.app, member.code, 'brand-new-password')).toBeTruthy();
    } finally {
      await t.close();
    }
  });

  it('a new unique key needs the password and an e-mailed code, and is answered once', async () => {
    const { t, worker } = await setUp(smtp.url);
    try {
      const member = await newMember(t);
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/user/unique-key/code',
        headers: bearer(member.token),
        payload: { password: PASSWORD },
      });
      expect(asked.statusCode).toBe(200);
      await worker.runOnce();
      const mail = smtp.received.find((m) => m.subject === 'Your code for a new unique key');
      const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/user/unique-key/reset',
        headers: bearer(member.token),
        payload: { password: PASSWORD, code },
      });
      expect(reset.statusCode).toBe(200);
      expect(reset.json<{ uniqueKey: string }>().uniqueKey).toMatch(
        /^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/,
      );
      await worker.runOnce();
      expect(smtp.received.map((m) => m.subject)).toContain('Your unique key was replaced');
    } finally {
      await t.close();
    }
  });
  it('a close tells each paid member their payout and each new rank, set-based', async () => {
    const { t, worker } = await setUp(smtp.url);
    try {
      const sponsor = await newMember(t);
      await approve(t, await deposit(t.app, sponsor.token, 'Bull Starter'));
      for (const side of ['left', 'right'] as const) {
        const joined = await register(t.app, sponsor.code, side, sponsor.token);
        const token = await login(t.app, joined.user.mySponsorId);
        await approve(t, await deposit(t.app, token, 'Bull Starter'));
      }
      await worker.runOnce();
      const closed = await closePeriod(t.app.db, SYSTEM);
      expect(closed.members).toBeGreaterThan(0);
      const [earned] = await queryRows<{ payout: string | number }>(
        t.app.db,
        sql`select payout from weekly_earnings where member_id = ${sponsor.id}`,
      );
      const payout = (Number(earned?.payout) / 1_000_000).toFixed(2);
      const kindsOf = async () => (await noticesOf(t, sponsor.token)).items.map((n) => n.kind);
      // Owed by the close (decision 0013): written by the worker's next pass, not in the close.
      const committed = await kindsOf();
      expect(committed).not.toContain('rank_reached');
      expect(committed).not.toContain('payout_credited');
      smtp.received.length = 0;
      await worker.runOnce();
      const notices = (await noticesOf(t, sponsor.token)).items;
      const paid = notices.filter((n) => n.kind === 'payout_credited');
      expect(paid).toHaveLength(1);
      expect(paid[0]?.body).toContain(`${payout} USDT`);
      expect(notices.filter((n) => n.kind === 'rank_reached').map((n) => n.title)).toEqual([
        'Rank reached: Starter',
      ]);
      const address = await emailOf(t.app.db, sponsor.id);
      expect(
        smtp.received
          .filter((m) => m.to.includes(address))
          .map((m) => m.subject)
          .sort(),
      ).toEqual(['Rank reached: Starter', 'Weekly payout credited']);
      await worker.runOnce();
      const again = await kindsOf();
      expect(again.filter((k) => k === 'payout_credited')).toHaveLength(1);
      expect(again.filter((k) => k === 'rank_reached')).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
  it('a scholarship run owes its notices; two workers write them once, after it commits', async () => {
    const { t, worker, notify } = await setUp(smtp.url);
    const { worker: other, close: closeOther } = await secondWorker(t, notify);
    try {
      const member = await newMember(t);
      await approve(t, await deposit(t.app, member.token, 'Bull Starter'));
      const scholarshipsOf = async () =>
        (await noticesOf(t, member.token)).items.filter((n) => n.kind === 'scholarship_credited');
      const nextMonth = new Date(
        Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() + 1, 1),
      );
      const run = await closeScholarships(t.app.db, SYSTEM, nextMonth);
      expect(run.orders).toBe(1);
      expect(await scholarshipsOf()).toEqual([]);
      await Promise.all([worker.runOnce(), other.runOnce()]);
      await Promise.all([worker.runOnce(), other.runOnce()]);
      const notices = await scholarshipsOf();
      expect(notices).toHaveLength(1);
      expect(notices[0]?.title).toBe('Scholarship credited');
      expect(notices[0]?.body).toMatch(
        /^Your scholarship of 5\.00 USDT for \w+ \d{4} is in your wallet\.$/,
      );
      const address = await emailOf(t.app.db, member.id);
      expect(
        smtp.received.filter((m) => m.to.includes(address) && m.subject === 'Scholarship credited'),
      ).toHaveLength(1);
      const [owed] = await queryRows<{ n: string | number; written: string | number }>(
        t.app.db,
        sql`select count(*) as n, count(written_at) as written from owed_notices`,
      );
      expect([Number(owed?.n), Number(owed?.written)]).toEqual([1, 1]);
    } finally {
      await closeOther();
      await t.close();
    }
  });
  it('admins get one digest of the waiting queues per interval', async () => {
    const { t, notify } = await setUp(smtp.url);
    try {
      const member = await newMember(t);
      await deposit(t.app, member.token, 'Bull Starter');
      const digesting = await startNotificationWorker(
        t.app.db,
        { ...notify, digestHours: 24 },
        { publicUrl: undefined, log: silent, loop: false },
      );
      await digesting.runOnce();
      await digesting.runOnce();
      const admin = await adminSession(t.app);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/notifications?role=admin',
        headers: bearer(admin.token),
      });
      const digests = res.json<NotificationPage>().items.filter((n) => n.kind === 'queue_digest');
      expect(digests).toHaveLength(1);
      expect(digests[0]?.body).toContain('Deposits to review: 1.');
    } finally {
      await t.close();
    }
  });
});
