import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, NONCE_PLACEHOLDER } from './security';
import { createTestApp, engine, type TestApp } from '../test/harness';
import { bearer, login, PASSWORD, register, ROOT_CODE, seedRoot } from '../test/members';

describe(`sessions, headers and requests from elsewhere (${engine})`, () => {
  let t: TestApp;
  let member: string;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      config: { trustProxy: '127.0.0.1', logLevel: 'info', requestTimeoutMs: 1000 },
      logStream: { write: (line) => void lines.push(line) },
    });
    await seedRoot(t.database.db);
    member = (await register(t.app, ROOT_CODE, 'left')).user.mySponsorId;
  });
  afterAll(() => t.close());

  const cookieLogin = async (headers: Record<string, string> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-user',
      payload: { sponsorId: member, password: PASSWORD },
      headers,
    });
    return { res, cookie: String(res.headers['set-cookie']).split(';')[0] ?? '' };
  };

  it('sends a strict CSP with no inline script, the usual headers, and no caching of API data', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/packages' });
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(CONTENT_SECURITY_POLICY).toMatch(/script-src 'self'(;|$)/);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('behind an HTTPS proxy: HSTS, and a Secure __Host- session cookie', async () => {
    const proxied = {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'learn-trade-earn.example',
    };
    const res = await t.app.inject({ method: 'GET', url: '/api/packages', headers: proxied });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const { res: loggedIn, cookie } = await cookieLogin(proxied);
    expect(loggedIn.statusCode).toBe(200);
    const setCookie = String(loggedIn.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Host-lte_member=/);
    expect(setCookie).toMatch(/Secure/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).not.toMatch(/Domain=/);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie, ...proxied },
    });
    expect(me.statusCode).toBe(200);
  });

  it("refuses cookie-authenticated writes from another site (CSRF), not the app's own", async () => {
    const { cookie } = await cookieLogin();
    const write = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/user/orderhistory',
        payload: { mySponsorId: member },
        headers: { cookie, host: 'learn-trade-earn.example', ...headers },
      });
    const evil = await write({ origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect(evil.json()).toEqual({ message: 'Cross-site request refused' });
    expect((await write({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await write({ origin: 'http://learn-trade-earn.example' })).statusCode).toBe(200);
    expect((await write({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    // A login from another site would sign the victim in as the attacker: refused too.
    const loginCsrf = await cookieLogin({ origin: 'https://evil.example' });
    expect(loginCsrf.res.statusCode).toBe(403);
    // A Bearer token is not ambient: a browser never sends one by itself.
    const token = await login(t.app, member);
    const api = await t.app.inject({
      method: 'POST',
      url: '/user/orderhistory',
      payload: { mySponsorId: member },
      headers: { ...bearer(token), origin: 'https://elsewhere.example' },
    });
    expect(api.statusCode).toBe(200);
  });

  it('ends every session on a password change and keeps the caller signed in', async () => {
    const other = await login(t.app, member);
    const mine = await login(t.app, member);
    const change = (current: string, next: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: bearer(mine),
        payload: { currentPassword: current, newPassword: next },
      });
    expect((await change('wrong-password', 'another-pass-1')).statusCode).toBe(401);
    const changed = await change(PASSWORD, 'another-pass-1');
    expect(changed.statusCode).toBe(200);
    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect((await me(other)).statusCode).toBe(401);
    expect((await me(mine)).statusCode).toBe(401);
    expect((await me(changed.json().token)).statusCode).toBe(200);
    await login(t.app, member, 'another-pass-1');
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: bearer(changed.json().token),
      payload: { currentPassword: 'another-pass-1', newPassword: PASSWORD },
    });
    expect(back.statusCode).toBe(200);
  });

  it('throttles by the client address a trusted proxy reports, and logs it', async () => {
    let tries = 0;
    const attempt = (forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login-user',
        // A different account each time: only the address is throttled here.
        payload: {
          sponsorId: `LT88${String(++tries).padStart(5, '0')}`,
          password: 'not-the-password',
        },
        headers: { 'x-forwarded-for': forwardedFor },
        remoteAddress: '127.0.0.1',
      });
    for (let i = 0; i < 30; i++) await attempt('203.0.113.7');
    expect((await attempt('203.0.113.7')).statusCode).toBe(429);
    expect((await attempt('203.0.113.8')).statusCode).toBe(401);
    // From an address that is not a trusted proxy the header is ignored.
    const direct = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-user',
      payload: { sponsorId: 'LT8899999', password: 'not-the-password' },
      headers: { 'x-forwarded-for': '203.0.113.7' },
      remoteAddress: '198.51.100.1',
    });
    expect(direct.statusCode).toBe(401);
    expect(lines.some((l) => l.includes('"remoteAddress":"203.0.113.7"'))).toBe(true);
  });

  it('writes structured logs with request ids and without secrets', async () => {
    const token = await login(t.app, member);
    await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { ...bearer(token), 'x-request-id': 'req-test-123' },
    });
    const log = lines.join('\n');
    expect(log).toContain('"reqId":"req-test-123"');
    expect(log).not.toContain(token);
    expect(log).not.toContain(PASSWORD);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('answers liveness and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
    });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({
      status: 'ready',
    });
  });

  it('drops a client that does not finish its request in time', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const closed = await new Promise<{ ms: number; data: string }>((resolve) => {
      const started = Date.now();
      let data = '';
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'POST /contact/contact-submit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"na',
        );
      });
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('close', () => resolve({ ms: Date.now() - started, data }));
    });
    expect(closed.ms).toBeLessThan(5000);
    expect(closed.data).toMatch(/^($|HTTP\/1\.1 408)/);
  });
});

describe(`page answers (${engine})`, () => {
  let t: TestApp;
  const script = Buffer.from(`console.log(${JSON.stringify('x'.repeat(4000))});`);
  beforeAll(async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'lte-client-'));
    for (const entry of ['index', 'landing', 'area-member', 'area-operator', 'area-admin']) {
      writeFileSync(
        join(clientDir, `${entry}.html`),
        `<html><head><meta name="csp-nonce" content="${NONCE_PLACEHOLDER}" /><title>${entry}</title></head></html>`,
      );
    }
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'assets', 'app.js'), script);
    writeFileSync(join(clientDir, 'assets', 'app.js.br'), brotliCompressSync(script));
    t = await createTestApp({ config: { clientDir } });
  });
  afterAll(() => t.close());

  it('gives every page answer its own style nonce, in the policy and in the page, and never inline script', async () => {
    const nonces: (string | undefined)[] = [];
    for (const url of ['/', '/admin/deposits']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const nonce = /content="([A-Za-z0-9+/=]{24})"/.exec(res.body)?.[1];
      expect(nonce).toBeDefined();
      const policy = String(res.headers['content-security-policy']);
      expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`);
      expect(policy).toMatch(/script-src 'self'(;|$)/);
      expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(res.body).not.toContain(NONCE_PLACEHOLDER);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(2);
  });

  it('answers "/" with the landing page\'s own build, an area\'s pages with its frame and every other page with the app', async () => {
    const expected: [string, string][] = [
      ['/', 'landing'],
      ['/?ref=ad', 'landing'],
      ['/userdashboard', 'area-member'],
      ['/userdashboard/reports?page=2', 'area-member'],
      ['/topupdashboard/home', 'area-operator'],
      ['/admin/deposits', 'area-admin'],
      ['/admin', 'area-admin'],
      ['/login', 'index'],
      ['/topupdashboard/login', 'index'],
      ['/topupdashboard/forgot', 'index'],
      ['/admin/login', 'index'],
      ['/administrators', 'index'],
      ['/nowhere', 'index'],
    ];
    for (const [url, page] of expected) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.body, url).toContain(`<title>${page}</title>`);
    }
  });

  it('compresses a page answer with brotli for a browser that accepts it, nonce included', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toContain('accept-encoding');
    const page = brotliDecompressSync(res.rawPayload).toString();
    const nonce = /content="([A-Za-z0-9+/=]{24})"/.exec(page)?.[1];
    expect(String(res.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
    expect(page).toContain('<title>landing</title>');
  });

  it('sends the build-time brotli copy of an asset to a client that accepts it, else the file', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(script)).toBe(true);
  });
});
