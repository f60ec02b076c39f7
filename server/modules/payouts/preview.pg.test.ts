import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, seedRoot } from '../../test/members';
import { adminLogin, seedAdmin } from '../../test/staff';

/** The payout preview reads without locking: it answers while a close (or anyone) holds the period. */
describe('the payout preview beside a held period (postgres)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seedRoot(t.database.db);
    await seedAdmin(t.database.db);
    token = await adminLogin(t.app);
  });
  afterAll(() => t.close());

  it('previews while another transaction holds the open period', async () => {
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from periods where closed_at is null for update`);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/payouts/preview',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
    });
  });
});
