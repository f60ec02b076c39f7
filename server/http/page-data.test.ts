import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { me, mePathOf } from '../../contract/auth';
import { userDashboard } from '../../contract/dashboard';
import { PAGE_DATA_ID } from '../../contract/page-data';
import { sessionCookie } from './auth';
import { createTestApp, engine, type TestApp } from '../test/harness';
import { login, person, register, ROOT_CODE, seedRoot } from '../test/members';
import { adminLogin, seedAdmin } from '../test/staff';

/** A built area page as scripts/prerender-areas.mjs writes it: the session's preload link in. */
const areaPage = (role: string) =>
  `<html><head><title>area-${role}</title>\n    <link data-session-preload rel="preload" href="${mePathOf(role as 'member')}" as="fetch" crossorigin="anonymous" />\n  </head><body><div id="root"></div>\n  </body></html>`;

/** The JSON the page carries, or undefined when it carries none. */
function pageDataIn(html: string): Record<string, unknown> | undefined {
  const found = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ID}">(.*?)</script>`,
    's',
  ).exec(html)?.[1];
  return found === undefined ? undefined : (JSON.parse(found) as Record<string, unknown>);
}

describe(`page data (${engine})`, () => {
  let t: TestApp;
  let member: { code: string; token: string };
  // A name that would end the element, open another, or be read as a replacement pattern.
  const name = `Zoë </script><script>alert(1)</script> $& $' <!--`;

  beforeAll(async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'lte-client-'));
    writeFileSync(join(clientDir, 'index.html'), '<html><body><div id="root"></div></body></html>');
    writeFileSync(join(clientDir, 'landing.html'), '<html><body>landing</body></html>');
    for (const role of ['member', 'operator', 'admin']) {
      writeFileSync(join(clientDir, `area-${role}.html`), areaPage(role));
    }
    t = await createTestApp({ config: { clientDir } });
    await seedRoot(t.app.db);
    await seedAdmin(t.app.db);
    const joined = await register(t.app, ROOT_CODE, 'left', undefined, { ...person(), name });
    const code = joined.user.mySponsorId;
    member = { code, token: await login(t.app, code) };
  });
  afterAll(() => t.close());

  const page = (url: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
  const asMember = () => `${sessionCookie('member')}=${member.token}`;

  it("carries the member's session and dashboard on the home, exactly as their calls answer them", async () => {
    const res = await page('/userdashboard', asMember());
    expect(res.statusCode).toBe(200);
    const data = pageDataIn(res.body);
    expect(Object.keys(data ?? {}).sort()).toEqual([mePathOf('member'), userDashboard.path].sort());

    const session = await t.app.inject({
      method: 'GET',
      url: mePathOf('member'),
      headers: { cookie: asMember() },
    });
    expect(data?.[mePathOf('member')]).toEqual(session.json());
    expect(me.response.parse(data?.[mePathOf('member')]).user.name).toBe(name);

    const dashboard = await t.app.inject({
      method: 'POST',
      url: userDashboard.path,
      headers: { cookie: asMember() },
      payload: { sponsorId: member.code },
    });
    expect(dashboard.statusCode).toBe(200);
    expect(data?.[userDashboard.path]).toEqual(dashboard.json());

    // The session is carried, so its preload would only ask twice.
    expect(res.body).not.toContain('data-session-preload');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('writes the data so that no text in it can end the element or run', async () => {
    const res = await page('/userdashboard/', asMember());
    const scripts = res.body.match(/<script/g) ?? [];
    expect(scripts).toHaveLength(1);
    expect(res.body).not.toContain('</script><script>');
    expect(res.body).not.toContain('<!--');
    expect(JSON.stringify(pageDataIn(res.body))).toContain(name);
  });

  it("carries only the session on the member area's other pages", async () => {
    const res = await page('/userdashboard/reports?page=2', asMember());
    expect(Object.keys(pageDataIn(res.body) ?? {})).toEqual([mePathOf('member')]);
  });

  it("carries the admin's session on the admin area's pages, the member's on none of them", async () => {
    const admin = `${sessionCookie('admin')}=${await adminLogin(t.app)}`;
    const res = await page('/admin/deposits', `${admin}; ${asMember()}`);
    const data = pageDataIn(res.body);
    expect(Object.keys(data ?? {})).toEqual([mePathOf('admin')]);
    expect(me.response.parse(data?.[mePathOf('admin')]).role).toBe('admin');
  });

  it('carries nothing without a live session of the area: the page asks, as before', async () => {
    for (const [url, cookie] of [
      ['/userdashboard', undefined],
      ['/userdashboard', `${sessionCookie('member')}=not-a-token`],
      ['/topupdashboard/home', asMember()],
      ['/login', asMember()],
      ['/', asMember()],
    ] as const) {
      const res = await page(url, cookie);
      expect(res.statusCode, url).toBe(200);
      expect(pageDataIn(res.body), url).toBeUndefined();
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const area = await page('/userdashboard');
    expect(area.body).toContain('data-session-preload');
  });

  it('stops carrying a session once it is logged out', async () => {
    const token = await login(t.app, member.code);
    const cookie = `${sessionCookie('member')}=${token}`;
    expect(pageDataIn((await page('/userdashboard', cookie)).body)).toBeDefined();
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
      payload: { role: 'member' },
    });
    expect(out.statusCode).toBe(200);
    expect(pageDataIn((await page('/userdashboard', cookie)).body)).toBeUndefined();
  });
});
