import { expect, test } from '@playwright/test';

test.describe('the landing page', () => {
  test('shows the ticker, the navigation and every section @phone', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('LEARN-TRADE-EARN');
    await expect(page.getByRole('heading', { level: 1, name: 'LEARN-TRADE-EARN' })).toBeVisible();

    const ticker = page.getByRole('region', { name: 'Market prices' });
    await expect(ticker.getByText('Bitcoin').first()).toBeVisible();
    await expect(ticker.getByText('$97,123.45').first()).toBeVisible();

    for (const heading of [
      'Education first, rewards that follow',
      'What members get',
      'Talk to the team',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    for (const card of ['OUR TECHNOLOGY', 'TOGETHER WE GROW', 'REWARDS']) {
      await expect(page.getByRole('heading', { level: 3, name: card })).toBeVisible();
    }
    for (const service of [
      'Advance Crypto Knowledge',
      'Subscribtion For Premium',
      'Meme Coin Checklist',
      'A Future Trading Call',
      'Portfolio Management',
      'Liquidation Strategy',
    ]) {
      await expect(page.getByRole('heading', { level: 3, name: service })).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Facebook' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Instagram' })).toBeVisible();
  });

  test('has the spec navigation: Join us and Login open in a new tab', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const expected = [
      ['Home', '/', null],
      ['About', '#about', null],
      ['Services', '#services', null],
      ['Join us', '/usersignup/verifysponsor', '_blank'],
      ['Login', '/login', '_blank'],
      ['Contact', '#contact', null],
    ] as const;
    for (const [name, href, target] of expected) {
      const link = nav.getByRole('link', { name, exact: false }).filter({ hasText: name }).first();
      await expect(link).toHaveAttribute('href', href);
      if (target) await expect(link).toHaveAttribute('target', target);
      else await expect(link).not.toHaveAttribute('target', /.+/);
    }
    await nav.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/#services$/);
    await expect(page.getByRole('heading', { name: 'What members get' })).toBeInViewport();
  });

  test('submits an inquiry: Submitting..., success, and cleared fields', async ({ page }) => {
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Asha Verma');
    await form.getByLabel('Phone number').fill('+91 98765 43210');
    await form.getByLabel('Email').fill('asha@example.com');
    await form.getByLabel('Message').fill('Which package suits a beginner?');

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/contact/contact-submit', async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('status')).toHaveText('Submitting...');
    release();

    await expect(form.getByRole('status')).toHaveText('Inquiry submitted successfully!');
    for (const label of ['Name', 'Phone number', 'Email', 'Message']) {
      await expect(form.getByLabel(label)).toHaveValue('');
    }
  });

  test("shows the server's message when the inquiry is refused", async ({ page }) => {
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Asha Verma');
    await form.getByLabel('Phone number').fill('call me maybe');
    await form.getByLabel('Email').fill('asha@example.com');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('status')).toHaveText('Please enter a valid phone number');
    await expect(form.getByLabel('Name')).toHaveValue('Asha Verma');
  });

  test('falls back to the generic message when the server gives none', async ({ page }) => {
    await page.route('**/contact/contact-submit', (route) =>
      route.fulfill({ status: 502, body: '' }),
    );
    await page.goto('/#contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Name').fill('Asha Verma');
    await form.getByLabel('Phone number').fill('9876543210');
    await form.getByLabel('Email').fill('asha@example.com');
    await form.getByLabel('Message').fill('Hello');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('status')).toHaveText('An error occurred. Please try again.');
  });

  test('collapses the ticker when prices cannot be fetched', async ({ page }) => {
    await page.route('**/api/market/coins', (route) => route.fulfill({ status: 500, body: '{}' }));
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(page.locator('[data-slot="ticker"]')).toBeHidden();
    await expect(page.getByRole('region', { name: 'Market prices' })).toHaveCount(0);
    // No empty band above the navigation: the header starts with it.
    const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
    expect(nav?.y).toBe(0);
  });

  test('opens the menu on a phone @phone-only', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-nav').getByRole('link', { name: 'Contact' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
  });
});

test('"/" loads the landing page\'s own lean script, not the app and its router', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      refusals.push(message.text());
    }
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'LEARN-TRADE-EARN' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toBeEditable();
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/^\/assets\/landing-[\w-]+\.js$/);
  expect(refusals).toEqual([]);
});

test('"/" is prerendered: the page is in the HTML before any script runs', async ({ request }) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<h1[^>]*>LEARN-TRADE-EARN<\/h1>/);
  expect(html).toContain('Talk to the team');
  // No style attribute: served inline style is what the Content-Security-Policy refuses.
  expect(html).not.toMatch(/\sstyle="/);
});

test('any other path shows Page Not Found', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
});

test('unknown API paths answer 404 JSON', async ({ request }) => {
  const response = await request.get('/api/no-such-thing');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ message: 'Not Found' });
});
