import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guards } from '../shared/guards';
import { createTestApp, engine, type TestApp } from '../test/harness';
import { PASSWORD, person, ROOT_CODE, seedRoot } from '../test/members';

/** README "Security", logs: errors by kind and code, URLs without their query, never values. */
describe(`logs hold no parameters, hashes or personal data (${engine})`, () => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      config: { logLevel: 'info' },
      logStream: { write: (line) => void lines.push(line) },
    });
    await seedRoot(t.database.db);
    // Every new member now fails in the database, with the registration's values as parameters.
    await t.database.db.execute(
      sql.raw(`
      create function refuse_new_member() returns trigger language plpgsql as $$
        begin raise exception 'no new members' using errcode = 'P0001'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`
      create trigger refuse_new_member before insert on members
        for each row execute function refuse_new_member()`),
    );
  });
  afterAll(() => t.close());

  let n = 0;
  async function failedRegistration() {
    lines.length = 0;
    const who = {
      ...person(),
      email: `secret.person.${++n}@example.com`,
      mobileNumber: `91234${String(50000 + n)}`,
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register-user-left',
      payload: { ...who, sponsorId: ROOT_CODE },
    });
    return { res, who, log: lines.join('\n') };
  }

  it('a failed query logs its kind, code and frames, never its parameters', async () => {
    const { res, who, log } = await failedRegistration();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal Server Error' });
    expect(log).toContain('"code":"P0001"');
    expect(log).toContain('"stack":"    at ');
    for (const secret of [who.email, who.mobileNumber, PASSWORD, '$argon2', 'params', 'insert']) {
      expect(log).not.toContain(secret);
    }
  });

  it("logs a request's path without its query", async () => {
    lines.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/admin/members?q=secret.query@example.com' });
    const log = lines.join('\n');
    expect(log).toContain('"url":"/api/admin/members"');
    expect(log).not.toContain('secret.query');
  });

  it('with its guard off, the parameters, hashes and query reach the log', async () => {
    guards.scrubErrorLogs = false;
    try {
      const { res, who, log } = await failedRegistration();
      expect(res.statusCode).toBe(500);
      expect(log).toContain(who.email);
      expect(log).toContain(who.mobileNumber);
      expect(log).toContain('$argon2');
      lines.length = 0;
      await t.app.inject({ method: 'GET', url: '/api/admin/members?q=secret.query@example.com' });
      expect(lines.join('\n')).toContain('secret.query');
    } finally {
      guards.scrubErrorLogs = true;
    }
  });
});
