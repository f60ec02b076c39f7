import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminToken,
  approvedOrder,
  loginAsMember,
  PASSWORD,
  payOnChain,
  registerWithKey,
  ROOT,
  screenshotPng,
  tokenOf,
} from './support/api';

const ADDRESS = 'TKjx7pBA6871kuc5ZGrgShmZPthV2bc1W9';

test.describe('earnings and the wallet', () => {
  test('a close pays into the wallet; KYC, withdrawal and its approval show in the history', async ({
    page,
    request,
  }) => {
    const admin = await adminToken(request);
    const member = await registerWithKey(request, ROOT.sponsorId, 'left', 'Lakshmi Menon');
    const code = member.user.mySponsorId;
    const token = await tokenOf(request, code);
    await approvedOrder(request, token, admin, 'Kick Starter');
    for (const side of ['left', 'right'] as const) {
      const joined = await registerWithKey(request, code, side, `Team ${side}`, token);
      await approvedOrder(
        request,
        await tokenOf(request, joined.user.mySponsorId),
        admin,
        'Bull Starter',
      );
    }
    // Direct bonus 2 x 10 USDT, matched 100 | 100 -> team bonus 10 USDT; 5 % TDS: 28.50 paid.
    const payouts = await request.get('/api/admin/payouts?limit=1', {
      headers: { authorization: `Bearer ${admin}` },
    });
    const { open } = (await payouts.json()) as { open: { id: number } };
    const close = await request.post('/api/admin/payouts/close', {
      headers: { authorization: `Bearer ${admin}` },
      data: { periodId: open.id },
    });
    expect(close.ok()).toBe(true);

    await loginAsMember(page, code);
    await page
      .getByRole('navigation', { name: 'Member area' })
      .getByRole('link', { name: 'Weekly payout' })
      .click();
    await expect(page.getByRole('row', { name: /28\.50/ }).first()).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Member area' })
      .getByRole('link', { name: 'E-Wallet' })
      .click();
    await expect(page.getByText('28.50').first()).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Member area' })
      .getByRole('link', { name: 'Wallet details' })
      .click();
    await page.getByLabel('Name').fill('Lakshmi Menon');
    await page.getByLabel('Telegram ID').fill('@lakshmi');
    await page.getByLabel('Wallet address (USDT TRC-20 / ERC-20)').fill(ADDRESS);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByRole('dialog').getByText('Wallet details submitted successfully!'),
    ).toBeVisible();
    await page.getByRole('dialog').getByRole('button').last().click();
    await page.waitForURL('**/userdashboard');
    const verify = await request.post(`/api/admin/kyc/${code}/verify`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(verify.ok()).toBe(true);
    await page
      .getByRole('navigation', { name: 'Member area' })
      .getByRole('link', { name: 'Wallet details' })
      .click();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Verified' })).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Member area' })
      .getByRole('link', { name: 'E-Wallet' })
      .click();
    await page.getByRole('button', { name: 'Withdraw USDT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw USDT' });
    await dialog.getByLabel('Amount (USDT)').fill('20');
    await dialog.getByLabel('Account password').fill(PASSWORD);
    await dialog.getByLabel('Unique key').fill(member.uniqueKey);
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    const row = page.getByRole('row', { name: /WD-\d{6}/ }).first();
    await expect(row).toContainText('pending');
    const orderNo = (await row.getByText(/WD-\d{6}/).textContent())?.trim() ?? '';

    const TX_HASH = await payOnChain(request, { network: 'tron', amount: 20, to: ADDRESS });
    const paid = await request.post(`/api/admin/withdrawals/${orderNo}/approve`, {
      headers: { authorization: `Bearer ${admin}` },
      data: { txHash: TX_HASH },
    });
    expect(paid.ok()).toBe(true);
    await page.reload();
    const approved = page.getByRole('row', { name: new RegExp(orderNo) });
    await expect(approved).toContainText('approved');
    // The payout's hash, checked on chain, links to the explorer (decisions §13).
    await expect(approved).toContainText(/verified on chain/i);
    await expect(
      approved.getByRole('link', { name: new RegExp(`Transaction ${TX_HASH}`) }),
    ).toHaveAttribute('href', `https://tronscan.org/#/transaction/${TX_HASH}`);
    await expect(page.getByText('8.50').first()).toBeVisible();
  });
});

/** A Kick Starter deposit through the API (setup), paid on chain when a hash is given. */
async function depositByApi(
  request: APIRequestContext,
  token: string,
  payment?: { network: 'bsc'; hash: string },
) {
  const created = await request.post('/order/create', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      package_name: 'Kick Starter',
      image: await screenshotPng(),
      ...(payment ? { network: payment.network, tx_hash: payment.hash } : {}),
    },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { order: { order_details: { order_no: string } } }).order
    .order_details.order_no;
}

const nextSteps = (page: Page) =>
  page.locator('[data-slot="next-steps"]', {
    has: page.getByRole('heading', { name: 'What happens next' }),
  });

const noSidewaysScroll = (page: Page) =>
  expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);

test.describe('what waits and what was refused @phone', () => {
  test('the dashboard shows a pending and a rejected deposit, rejected then pending wallet details, and a pending withdrawal, each with its next step', async ({
    page,
    request,
  }) => {
    const admin = await adminToken(request);
    const asAdmin = { authorization: `Bearer ${admin}` };
    const joined = await registerWithKey(request, ROOT.sponsorId, 'right', 'Waiting Member');
    const code = joined.user.mySponsorId;
    const token = await tokenOf(request, code);
    // Money in the wallet: a deposit overpaid by 30 USDT on chain is approved and credits the rest.
    const overpaid = await payOnChain(request, { network: 'bsc', amount: 80 });
    await depositByApi(request, token, { network: 'bsc', hash: overpaid });
    const refusedNo = await depositByApi(request, token);
    const refused = await request.post(`/api/admin/orders/${refusedNo}/reject`, {
      headers: asAdmin,
      data: { reason: 'The screenshot does not show the amount' },
    });
    expect(refused.ok()).toBe(true);
    const waitingNo = await depositByApi(request, token);
    const sent = await request.post('/wallet/walletdetails/', {
      headers: { authorization: `Bearer ${token}` },
      data: { userId: code, name: 'Waiting Member', telegramId: '@wrong', Walletaddress: ADDRESS },
    });
    expect(sent.ok()).toBe(true);
    const kycRefused = await request.post(`/api/admin/kyc/${code}/reject`, {
      headers: asAdmin,
      data: { reason: 'Telegram ID not found' },
    });
    expect(kycRefused.ok()).toBe(true);

    await loginAsMember(page, code);
    const steps = nextSteps(page);
    const waiting = steps.getByRole('listitem').filter({ hasText: `Deposit ${waitingNo}` });
    await expect(waiting).toContainText('Waiting for an operator or admin to check your payment');
    const rejected = steps.getByRole('listitem').filter({ hasText: `Deposit ${refusedNo}` });
    await expect(rejected).toContainText('Reason: The screenshot does not show the amount');
    await expect(rejected.getByRole('link', { name: 'Deposit again' })).toHaveAttribute(
      'href',
      '/userdashboard/packages',
    );
    const wallet = steps.getByRole('listitem').filter({ hasText: 'Wallet details' });
    await expect(wallet).toContainText('Reason: Telegram ID not found');
    await expect(wallet).toContainText(ADDRESS);
    await noSidewaysScroll(page);

    // Withdraw USDT says why not yet instead of showing the form.
    await page.goto('/userdashboard/ewallet');
    await expect(page.getByRole('group', { name: 'Wallet balance' })).toContainText('30.00');
    await page.getByRole('button', { name: 'Withdraw USDT' }).click();
    const blocked = page.getByRole('dialog', { name: 'Withdraw USDT' });
    await expect(blocked).toContainText('No verified wallet address yet');
    await expect(blocked.getByLabel('Amount (USDT)')).toHaveCount(0);
    await blocked.getByRole('button', { name: 'OK' }).click();

    // Resubmit starts from the details sent last: only the wrong one is changed.
    await page.goto('/userdashboard');
    await nextSteps(page).getByRole('link', { name: 'Resubmit' }).click();
    await page.waitForURL('**/userdashboard/walletdetails');
    await page.getByRole('button', { name: 'Resubmit' }).click();
    await expect(page.getByLabel('Name')).toHaveValue('Waiting Member');
    await expect(page.getByLabel('Wallet address (USDT TRC-20 / ERC-20)')).toHaveValue(ADDRESS);
    await page.getByLabel('Telegram ID').fill('@waiting_member');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByRole('dialog').getByText('Wallet details submitted successfully!'),
    ).toBeVisible();
    await page.getByRole('dialog').getByRole('button').last().click();
    await page.waitForURL('**/userdashboard');
    await expect(
      nextSteps(page).getByRole('listitem').filter({ hasText: 'Wallet details' }),
    ).toContainText('withdrawals open once it is verified');
    await page.goto('/userdashboard/walletdetails');
    await expect(page.getByRole('heading', { name: 'Pending' })).toBeVisible();
    await expect(page.getByText(ADDRESS)).toBeVisible();

    const verified = await request.post(`/api/admin/kyc/${code}/verify`, { headers: asAdmin });
    expect(verified.ok()).toBe(true);
    await page.goto('/userdashboard/ewallet');
    await page.getByRole('button', { name: 'Withdraw USDT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw USDT' });
    await dialog.getByLabel('Amount (USDT)').fill('12');
    await dialog.getByLabel('Account password').fill(PASSWORD);
    await dialog.getByLabel('Unique key').fill(joined.uniqueKey);
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('group', { name: 'Wallet balance' })).toContainText('18.00');
    await expect(page.getByRole('group', { name: 'On hold' })).toContainText('12.00');
    await expect(page.getByRole('group', { name: 'Paid' })).toContainText('0.00');
    await noSidewaysScroll(page);

    await page.goto('/userdashboard');
    const after = nextSteps(page);
    await expect(
      after.getByRole('listitem').filter({ hasText: /Withdrawal WD-\d{6}/ }),
    ).toContainText('12.00 USDT');
    await expect(
      after.getByRole('listitem').filter({ hasText: `Deposit ${waitingNo}` }),
    ).toBeVisible();
    await expect(
      after.getByRole('listitem').filter({ hasText: `Deposit ${refusedNo}` }),
    ).toBeVisible();
    await expect(after.getByRole('listitem').filter({ hasText: 'Wallet details' })).toHaveCount(0);
    await noSidewaysScroll(page);
  });
});
