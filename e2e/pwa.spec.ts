import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { loginAsMember, ROOT } from './support/api';

type WebManifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
};

test.describe('the member area as a web app', () => {
  test('the served HTML draws the area frame and a skeleton before any script runs', async ({
    request,
    browser,
  }) => {
    const html = await (await request.get('/userdashboard/reports')).text();
    expect(html).toContain('id="app-frame"');
    expect(html).toContain('Member area');
    expect(html).toContain('aria-label="Loading"');
    // A login page is not an area page: no frame there.
    expect(await (await request.get('/admin/login')).text()).not.toContain('id="app-frame"');

    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 800 },
    });
    const page = await context.newPage();
    await page.goto('/userdashboard');
    const nav = page.getByRole('navigation', { name: 'Member area' });
    await expect(nav.getByRole('link', { name: 'Geneology tree' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
    await context.close();
  });

  test("links a valid manifest with the app's name, start page and icons", async ({
    page,
    request,
  }) => {
    await page.goto('/userdashboard');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const answer = await request.get(href ?? '');
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await answer.json()) as WebManifest;
    expect(manifest).toMatchObject({
      name: 'LEARN-TRADE-EARN',
      start_url: '/userdashboard',
      display: 'standalone',
      theme_color: '#070b14',
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    for (const [sizes, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]) {
      const icon = manifest.icons.find((i) => i.sizes === sizes && i.purpose === purpose);
      expect(icon, `${sizes} ${purpose}`).toBeDefined();
      const image = await request.get(icon?.src ?? '');
      expect(image.headers()['content-type']).toBe('image/png');
    }
  });

  test('Chromium finds nothing that stops installing it', async ({ baseURL }, testInfo) => {
    // Chromium never installs from an incognito profile, which every test context is: a real one.
    const profile = mkdtempSync(join(tmpdir(), 'lte-pwa-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...testInfo.project.use.launchOptions,
      baseURL,
    });
    try {
      const page = await context.newPage();
      await page.goto('/userdashboard');
      const cdp = await context.newCDPSession(page);
      const { errors } = await cdp.send('Page.getAppManifest');
      expect(errors).toEqual([]);
      await expect
        .poll(async () => {
          const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
          return installabilityErrors.map((e) => e.errorId);
        })
        .toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('a service worker controls the area and shows the offline page without a network', async ({
    page,
    context,
  }) => {
    await loginAsMember(page, ROOT.sponsorId, ROOT.password);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
      .toMatch(/\/sw\.js$/);
    await expect(page.getByRole('navigation', { name: 'Member area' })).toBeVisible();

    // The worker keeps the shell's files and never an API answer.
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls.map((url) => new URL(url).pathname);
    });
    expect(cached).toContain('/offline.html');
    expect(cached.some((path) => path.startsWith('/assets/index-'))).toBe(true);
    expect(cached.filter((path) => path.startsWith('/api/'))).toEqual([]);

    await context.setOffline(true);
    await page.goto('/userdashboard/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/userdashboard',
    );

    await context.setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page.getByRole('navigation', { name: 'Member area' })).toBeVisible();
  });
});
