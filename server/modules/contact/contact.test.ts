import { count } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { contactInquiries } from '../../db/schema';
import { createTestApp, engine, testConfig, type TestApp } from '../../test/harness';

const valid = {
  name: 'Asha Verma',
  phoneNo: '+91 98765 43210',
  email: 'asha@example.com',
  message: 'How do I join the Whales Starter package?',
};

describe(`POST /contact/contact-submit (${engine})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const stored = async () =>
    (await t.database.db.select({ n: count() }).from(contactInquiries))[0]?.n;

  it('stores a valid inquiry and answers 201 with a message', async () => {
    const before = await stored();
    const res = await t.app.inject({
      method: 'POST',
      url: '/contact/contact-submit',
      payload: valid,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Inquiry submitted successfully!' });
    expect(await stored()).toBe((before ?? 0) + 1);
    const [row] = await t.database.db.select().from(contactInquiries).limit(1);
    expect(row).toMatchObject({ name: valid.name, email: valid.email, message: valid.message });
  });

  it.each([
    // Worded for people, with no field names (decisions §15: the original client shows them).
    ['a missing name', { ...valid, name: undefined }, /^Name is required$/],
    ['a blank name', { ...valid, name: '   ' }, /^Name is required$/],
    ['a bad e-mail', { ...valid, email: 'not-an-email' }, /^Please enter a valid email$/],
    ['a bad phone number', { ...valid, phoneNo: 'call me' }, /^Please enter a valid phone number$/],
    ['an empty message', { ...valid, message: '' }, /^Message is required$/],
    [
      'a message too long',
      { ...valid, message: 'x'.repeat(4001) },
      /^Message must be at most 4000 characters$/,
    ],
    ['a number where text belongs', { ...valid, name: 42 }, /^Name is invalid$/],
  ])('refuses %s with 400 and a message, storing nothing', async (_, payload, pattern) => {
    const before = await stored();
    const res = await t.app.inject({ method: 'POST', url: '/contact/contact-submit', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(pattern);
    expect(await stored()).toBe(before);
  });

  it('answers malformed JSON with 400 JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/contact/contact-submit',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/contact/contact-submit',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toHaveProperty('message');
  });

  it('answers a body over 1 MB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/contact/contact-submit',
      payload: { ...valid, message: 'x'.repeat(1_100_000) },
    });
    expect(res.statusCode).toBe(413);
  });
});

if (engine === 'pglite')
  describe('the embedded database', () => {
    it('keeps an inquiry across a restart of the server', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'lte-data-'));
      try {
        const first = await openDatabase({ kind: 'pglite', dataDir });
        await runMigrations(first);
        const app = await buildApp({ config: testConfig({ dataDir }), db: first.db });
        const res = await app.inject({
          method: 'POST',
          url: '/contact/contact-submit',
          payload: valid,
        });
        expect(res.statusCode).toBe(201);
        await app.close();
        await first.close();

        const second = await openDatabase({ kind: 'pglite', dataDir });
        await runMigrations(second);
        const rows = await second.db.select().from(contactInquiries);
        expect(rows.map((r) => r.email)).toEqual([valid.email]);
        await second.close();
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
