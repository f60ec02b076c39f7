import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  adminAuthenticator,
  adminToken,
  approvedOrder,
  PASSWORD,
  registerWithKey,
  payOnChain,
  ROOT,
  screenshotPng,
  tokenOf,
} from './support/api';

const ADDRESS = 'TJBiBkHLJps2tUuabXWM7R5uK6s7LYeQ98';

/** Opens an admin page from the sidebar, as a person would. */
async function open(page: Page, link: string) {
  await page
    .getByRole('navigation', { name: 'Admin console' })
    .getByRole('link', { name: link, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: link })).toBeVisible();
}

/** Confirms the named dialog with its primary button (after filling its field, when given). */
async function confirm(
  page: Page,
  title: string,
  button: string,
  field?: { label: string; value: string },
) {
  const dialog = page.getByRole('alertdialog', { name: title });
  if (field) await dialog.getByLabel(field.label).fill(field.value);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Filters the audit log by subject prefix and expects the action among the events. */
async function expectAudited(page: Page, subject: string, action: string) {
  const filters = page.getByRole('search', { name: 'Filter the audit log' });
  await filters.getByRole('button', { name: 'Clear' }).click();
  await filters.getByLabel('Subject starts with').fill(subject);
  await filters.getByRole('button', { name: 'Apply' }).click();
  const event = page.locator('[data-slot="audit-event"]', { hasText: action });
  await expect(event.filter({ hasText: subject }).first()).toBeVisible();
}

test.describe('the admin console', () => {
  test('an admin runs a business week from the browser and finds every action in the audit log', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const blockedByPolicy: string[] = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text()))
        blockedByPolicy.push(message.text());
    });

    // Setup through the member API: a deposit waiting, a KYC submission, a direct affiliate.
    const admin = await adminToken(request);
    const member = await registerWithKey(request, ROOT.sponsorId, 'right', 'Farah Qureshi');
    const code = member.user.mySponsorId;
    const token = await tokenOf(request, code);
    const auth = { authorization: `Bearer ${token}` };
    const created = await request.post('/order/create', {
      headers: auth,
      multipart: { package_name: 'Bull Starter', image: await screenshotPng() },
    });
    expect(created.ok()).toBe(true);
    const orderNo = ((await created.json()) as { order: { order_details: { order_no: string } } })
      .order.order_details.order_no;
    const kyc = await request.post('/wallet/walletdetails/', {
      headers: auth,
      data: { userId: code, name: 'Farah Qureshi', telegramId: '@farah', Walletaddress: ADDRESS },
    });
    expect(kyc.ok()).toBe(true);
    const detail = await request.get(`/api/admin/members/${code}`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    const memberId = ((await detail.json()) as { profile: { _id: string } }).profile._id;

    // The admin logs in through the screen.
    await page.goto('/admin/login');
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Submit' }).click();
    // The admin has a second factor: the screen asks for the authenticator's code.
    const codeField = page.getByLabel('Authentication code');
    await expect(codeField).toBeFocused();
    await codeField.fill(await adminAuthenticator.nextCode());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // Deposits: view the screenshot, then approve.
    await open(page, 'Deposits');
    await page.getByRole('button', { name: `View screenshot of ${orderNo}` }).click();
    const viewer = page.getByRole('dialog', { name: `Screenshot of ${orderNo}` });
    const image = viewer.getByRole('img');
    await expect(image).toBeVisible();
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await viewer.getByRole('button', { name: 'Zoom in' }).click();
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await page.getByRole('button', { name: `Approve ${orderNo}` }).click();
    await confirm(page, `Approve ${orderNo}?`, 'Approve');
    await expect(page.getByText(`${orderNo} approved.`)).toBeVisible();

    // The member is active now: a direct affiliate's order earns them a direct bonus (10 % of 500).
    const affiliate = await registerWithKey(request, code, 'left', 'Imran Qureshi', token);
    await approvedOrder(
      request,
      await tokenOf(request, affiliate.user.mySponsorId),
      admin,
      'Whales Starter',
    );

    // KYC: verify the submitted address.
    await open(page, 'KYC');
    await page.getByRole('button', { name: `Verify Farah Qureshi (${code})` }).click();
    await confirm(page, 'Verify Farah Qureshi?', 'Verify');
    await expect(page.getByText('Farah Qureshi’s wallet verified.')).toBeVisible();

    // Payouts: the preview lists the member, then Close now.
    await open(page, 'Payouts');
    await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('50.00');
    await page.getByRole('button', { name: 'Close now' }).click();
    await confirm(page, 'Close the period now?', 'Close now');
    const closed = page.getByRole('dialog', { name: 'Period closed' });
    await expect(closed).toContainText(/members? paid/);
    await closed.getByRole('button').last().click();

    // The member withdraws 20 USDT of the 47.50 paid (5 % TDS withheld); the admin pays it.
    const withdrawal = await request.post('/user/withdrawal-request', {
      headers: auth,
      data: { sponsorId: code, amount: 20, password: PASSWORD, uniqueKey: member.uniqueKey },
    });
    expect(withdrawal.ok()).toBe(true);
    const withdrawalNo = (
      (await withdrawal.json()) as { order: { order_details: { order_no: string } } }
    ).order.order_details.order_no;
    await open(page, 'Withdrawals');
    await expect(page.getByRole('row', { name: new RegExp(withdrawalNo) })).toContainText(ADDRESS);
    // The company pays 20 USDT to the member's address on the (fake) chain, then records it.
    const payout = await payOnChain(request, { network: 'tron', amount: 20, to: ADDRESS });
    await page.getByRole('button', { name: `Approve ${withdrawalNo}` }).click();
    await confirm(page, `Approve ${withdrawalNo}?`, 'Approve', {
      label: 'Transaction hash',
      value: payout,
    });
    await expect(page.getByText(`${withdrawalNo} approved and marked paid.`)).toBeVisible();

    // Every action is in the audit log.
    await open(page, 'Audit log');
    await expectAudited(page, orderNo, 'order.approve');
    await expectAudited(page, `member:${memberId}`, 'kyc.verify');
    await expectAudited(page, 'period:', 'payout.close');
    await expectAudited(page, withdrawalNo, 'withdrawal.approve');

    expect(blockedByPolicy).toEqual([]);
  });
});
