import { expect, test } from '@playwright/test';
import {
  adminToken,
  approvedOrder,
  loginAsMember,
  PASSWORD,
  payOnChain,
  registerWithKey,
  ROOT,
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
