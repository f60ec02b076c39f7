import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '../config';
import { guards } from '../shared/guards';
import { createTestApp, createTestDatabase, engine, type TestDatabase } from '../test/harness';
import { ROOT_CODE, ROOT_PASSWORD, seedRoot } from '../test/members';

/** README "Security", reverse proxy: what each TRUST_PROXY value trusts. */
describe('TRUST_PROXY parsing', () => {
  it('reads a whole number as a hop count and anything else as addresses or ranges', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(parseTrustProxy('10.0.0.2, 10.1.0.0/16,::1')).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      '::1',
    ]);
  });

  it('refuses true at start with the reason', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: TRUST_PROXY=true would trust any client's own X-Forwarded-For/,
    );
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });

  it('with its guard off, the old parse reappears: a number is an address and true is accepted', () => {
    guards.trustProxyHops = false;
    try {
      expect(parseTrustProxy('1')).toBe('1');
      expect(parseTrustProxy('true')).toBe(true);
    } finally {
      guards.trustProxyHops = true;
    }
  });
});

describe(`TRUST_PROXY on requests (${engine})`, () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedRoot(database.db);
  });
  afterAll(() => database.drop());

  /** A login through one proxy hop at 10.0.0.2 for a client at 203.0.113.9 over HTTPS. */
  async function proxiedLogin(trustProxy: string) {
    const lines: string[] = [];
    const app = await createTestApp({
      database: { ...database, drop: () => Promise.resolve() },
      config: { trustProxy: parseTrustProxy(trustProxy), logLevel: 'info' },
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/auth/login-user',
        payload: { sponsorId: ROOT_CODE, password: ROOT_PASSWORD },
        remoteAddress: '10.0.0.2',
        headers: {
          // The client's own (spoofed) entry first, then the address the proxy saw.
          'x-forwarded-for': '198.51.100.66, 203.0.113.9',
          'x-forwarded-proto': 'https',
        },
      });
      const ips = lines
        .map((line) => JSON.parse(line) as { req?: { remoteAddress?: string } })
        .map((entry) => entry.req?.remoteAddress)
        .filter((ip): ip is string => Boolean(ip));
      return {
        status: res.statusCode,
        cookie: String(res.headers['set-cookie']),
        hsts: res.headers['strict-transport-security'],
        ips,
      };
    } finally {
      await app.close();
    }
  }

  it('TRUST_PROXY=1 trusts one hop: the client address, HTTPS, a Secure cookie and HSTS', async () => {
    const seen = await proxiedLogin('1');
    expect(seen.status).toBe(200);
    expect(seen.ips).toEqual(['203.0.113.9']);
    expect(seen.cookie).toMatch(/^__Host-lte_member=.*Secure/);
    expect(seen.hsts).toBe('max-age=31536000; includeSubDomains');
  });

  it("TRUST_PROXY with the proxy's address or range trusts that proxy only", async () => {
    for (const value of ['10.0.0.2', '192.0.2.1, 10.0.0.0/8']) {
      const seen = await proxiedLogin(value);
      expect(seen.ips).toEqual(['203.0.113.9']);
      expect(seen.cookie).toMatch(/Secure/);
      expect(seen.hsts).toBeDefined();
    }
    const other = await proxiedLogin('192.0.2.1');
    expect(other.ips).toEqual(['10.0.0.2']);
    expect(other.cookie).not.toMatch(/Secure/);
    expect(other.hsts).toBeUndefined();
  });

  it('with its guard off, TRUST_PROXY=1 is an address again: no HTTPS, every client is the proxy', async () => {
    guards.trustProxyHops = false;
    try {
      const seen = await proxiedLogin('1');
      expect(seen.status).toBe(200);
      expect(seen.ips).toEqual(['10.0.0.2']);
      expect(seen.cookie).not.toMatch(/Secure/);
      expect(seen.hsts).toBeUndefined();
    } finally {
      guards.trustProxyHops = true;
    }
  });
});
