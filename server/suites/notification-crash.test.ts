import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { runMigrations } from '../db/migrate';
import { queryRows } from '../db/raw';
import { startFakeSmtp } from '../test/fake-smtp';
import { createTestDatabase, engine, testConfig } from '../test/harness';
import { bearer, login, register, ROOT_CODE, seedRoot } from '../test/members';
import { startServer } from '../test/server-process';
import { adminLogin, deposit, seedAdmin } from '../test/staff';

/**
 * Decisions §14 (delivery): the server is killed (-9) after an approval committed and before its
 * e-mail went out; started again, it sends that e-mail exactly once.
 */
describe(`a crash between an approval and its e-mail (${engine})`, () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it('loses nothing and sends nothing twice', async () => {
    const smtp = await startFakeSmtp();
    const uploadsDir = mkdtempSync(join(tmpdir(), 'lte-notify-crash-uploads-'));
    folders.push(uploadsDir);
    const postgres =
      engine === 'postgres' ? await createTestDatabase({ checkLedger: false }) : undefined;
    const dataDir = join(mkdtempSync(join(tmpdir(), 'lte-notify-crash-')), 'db');
    folders.push(dataDir);
    const open = (): Promise<DatabaseHandle> =>
      postgres?.url
        ? openDatabase({ kind: 'postgres', url: postgres.url })
        : openDatabase({ kind: 'pglite', dataDir });
    const env = {
      ...(postgres?.url ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir }),
      UPLOADS_DIR: uploadsDir,
      SMTP_URL: smtp.url,
      SMTP_TIMEOUT_MS: '2000',
      LOG_LEVEL: 'warn',
    };
    try {
      let handle = await open();
      await runMigrations(handle);
      await seedRoot(handle.db);
      await seedAdmin(handle.db);
      const setup = await buildApp({ config: testConfig({ uploadsDir }), db: handle.db });
      const admin = await adminLogin(setup);
      const member = await register(setup, ROOT_CODE, 'left');
      const token = await login(setup, member.user.mySponsorId);
      const orderNo = await deposit(setup, token, 'Bull Starter');
      await setup.close();
      await handle.close();

      // This instance's worker would first look after ten minutes: the e-mail is still waiting
      // when the process dies.
      const first = await startServer({ ...env, NOTIFY_POLL_MS: '600000' });
      const approved = await fetch(`${first.url}/api/admin/orders/${orderNo}/approve`, {
        method: 'POST',
        headers: bearer(admin),
      });
      expect(approved.status).toBe(200);
      await first.kill();
      expect(smtp.received).toEqual([]);

      const again = await startServer({ ...env, NOTIFY_POLL_MS: '100' });
      const deadline = Date.now() + 60_000;
      while (!smtp.received.some((m) => m.subject === 'Deposit approved')) {
        if (Date.now() > deadline) throw new Error(`no e-mail arrived:\n${again.output()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      // A graceful stop waits for the worker's pass in flight; then the outbox says what it did.
      expect(await again.stop()).toBe(0);
      handle = await open();
      const rows = await queryRows<{ state: string; attempts: number; kind: string }>(
        handle.db,
        sql`select d.state, d.attempts, n.kind from deliveries d
              join notifications n on n.id = d.notification_id where n.kind = 'deposit_approved'`,
      );
      await handle.close();
      expect(rows).toEqual([{ state: 'sent', attempts: 1, kind: 'deposit_approved' }]);
      expect(smtp.received.filter((m) => m.subject === 'Deposit approved')).toHaveLength(1);
    } finally {
      await smtp.close();
      await postgres?.drop();
    }
  }, 180_000);
});
