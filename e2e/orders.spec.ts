import { expect, test } from '@playwright/test';
import {
  dashboardOf,
  DEMO_OPERATOR,
  loginAsMember,
  registerMember,
  ROOT,
  screenshotPng,
} from './support/api';

test.describe('packages, deposits and the top-up operator', () => {
  test('a deposit approved by the operator activates the member and pays the sponsor points', async ({
    page,
    browser,
    request,
  }) => {
    const sponsor = await registerMember(request, ROOT.sponsorId, 'right', 'Farah Khan');
    const buyer = await registerMember(request, sponsor.mySponsorId, 'left', 'Gautam Bose');

    // The member deposits for Bull Starter with a payment screenshot.
    await loginAsMember(page, buyer.mySponsorId);
    await page
      .getByRole('navigation', { name: 'Member area' })
      .getByRole('link', { name: 'All packages' })
      .click();
    const card = page.getByRole('article', { name: 'Bull Starter' });
    await card.getByRole('button', { name: 'Deposit' }).click();
    const form = page.getByRole('form', { name: 'Deposit for Bull Starter' });
    await expect(
      form.getByRole('textbox', { name: 'USDT TRC-20 (Tron) deposit address' }),
    ).not.toHaveValue('');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(
      page.getByRole('dialog').getByText('Please upload a screenshot before submitting.'),
    ).toBeVisible();
    await page.getByRole('dialog').getByRole('button').last().click();
    await form.locator('input[type=file]').setInputFiles(await screenshotPng());
    await expect(form.getByText('payment.png')).toBeVisible();
    await form.getByRole('button', { name: 'Submit' }).click();
    const thanks = page.getByRole('dialog');
    await expect(thanks.getByRole('heading', { name: 'Thank you !' })).toBeVisible();
    await expect(thanks.getByText('Order created successfully!')).toBeVisible();
    await thanks.getByRole('button').last().click();
    await page.waitForURL('**/userdashboard/reports');
    const row = page.getByRole('row', { name: /Bull Starter/ }).first();
    await expect(row).toContainText('pending');
    const orderNo = (await row.getByText(/ORD-\d{6}/).textContent())?.trim() ?? '';
    expect(orderNo).toMatch(/^ORD-\d{6}$/);

    // The operator approves it by order number at the billing counter.
    const operatorContext = await browser.newContext();
    const operator = await operatorContext.newPage();
    await operator.goto('/topupdashboard/login');
    await operator.getByLabel('E-mail').fill(DEMO_OPERATOR.email);
    await operator.getByLabel('Password', { exact: true }).fill(DEMO_OPERATOR.password);
    await operator.getByRole('button', { name: 'Submit' }).click();
    await operator.waitForURL('**/topupdashboard/home');
    await operator
      .getByRole('navigation', { name: 'Top-up operator' })
      .getByRole('link', { name: 'Billing packages' })
      .click();
    // The buyer's deposit waits in the queue with its screenshot; choosing it fills the form.
    const queue = operator.getByRole('region', { name: /Pending deposits/ });
    await expect(
      queue.getByRole('button', { name: `Open the screenshot of ${orderNo}` }),
    ).toBeVisible();
    await queue.getByRole('button', { name: new RegExp(`^Use this deposit ${orderNo}`) }).click();
    await expect(operator.getByLabel('Member ID')).toHaveValue(buyer.mySponsorId);
    await expect(operator.getByText('Gautam Bose').first()).toBeVisible();
    await expect(operator.getByLabel('Order number (optional)')).toHaveValue(orderNo);
    const cart = operator.getByRole('region', { name: 'Cart' });
    await expect(cart).toContainText('Bull Starter');
    await operator
      .getByRole('article', { name: 'Kick Starter' })
      .getByRole('button', { name: 'Add to cart' })
      .click();
    await expect(
      operator.getByRole('dialog').getByText('You can only add one product to the cart.'),
    ).toBeVisible();
    await operator.getByRole('dialog').getByRole('button').last().click();
    await operator.getByRole('button', { name: 'Submit' }).click();
    await expect(
      operator.getByRole('dialog').getByText('Order have been Submitted successfully'),
    ).toBeVisible();
    await operator.getByRole('dialog').getByRole('button').last().click();
    await expect(
      queue.getByRole('button', { name: new RegExp(`^Use this deposit ${orderNo}`) }),
    ).toHaveCount(0);

    // An online-only package without an order number gets its own message.
    await operator.getByLabel('Member ID').fill(sponsor.mySponsorId);
    await operator.getByRole('button', { name: 'Find' }).click();
    await expect(operator.getByText('Farah Khan').first()).toBeVisible();
    await operator
      .getByRole('article', { name: 'Kick Starter' })
      .getByRole('button', { name: 'Add to cart' })
      .click();
    await operator.getByRole('button', { name: 'Submit' }).click();
    const onlineOnly = operator.getByRole('dialog');
    await expect(onlineOnly.getByText('Kick Starter is sold online only')).toBeVisible();
    await expect(onlineOnly.getByText('Opps!')).toHaveCount(0);
    await onlineOnly.getByRole('button').last().click();

    // An offline sale from the float is a debit in the wallet history.
    await cart.getByRole('button', { name: 'Remove Kick Starter from cart' }).click();
    await operator
      .getByRole('article', { name: 'Monthly subscription (add-on)' })
      .getByRole('button', { name: 'Add to cart' })
      .click();
    await operator.getByRole('button', { name: 'Submit' }).click();
    await expect(
      operator.getByRole('dialog').getByText('Order have been Submitted successfully'),
    ).toBeVisible();
    await operator.getByRole('dialog').getByRole('button').last().click();
    await operator
      .getByRole('navigation', { name: 'Top-up operator' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    const available = operator.getByRole('group', { name: 'Available balance' });
    await expect(available).toContainText(/\d\.\d{2}/);
    const float = /([\d,]+\.\d{2})/.exec((await available.textContent()) ?? '')?.[1];
    expect(float).toBeDefined();
    await operator
      .getByRole('navigation', { name: 'Top-up operator' })
      .getByRole('link', { name: 'Wallet history' })
      .click();
    const movements = operator.getByRole('table', { name: 'Float movements' }).getByRole('row');
    const sale = movements.filter({ hasText: sponsor.mySponsorId }).first();
    await expect(sale).toContainText('Sale: Monthly subscription (add-on)');
    await expect(sale).toContainText('\u221225.00');
    await expect(operator.locator('[data-slot="data-table-footer"]')).toContainText(
      `Float now ${float}`,
    );
    await operatorContext.close();

    // The member sees the order approved and their status Active.
    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(orderNo) })).toContainText('approved');
    await page
      .getByRole('navigation', { name: 'Member area' })
      .getByRole('link', { name: 'Home' })
      .click();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();

    // The sponsor's dashboard data shows the new direct and team points on the left.
    const sponsorContext = await browser.newContext();
    const sponsorPage = await sponsorContext.newPage();
    await loginAsMember(sponsorPage, sponsor.mySponsorId);
    const figures = await dashboardOf(sponsorPage, sponsor.mySponsorId);
    expect(figures.walletDetails.directPoints).toEqual({ leftPoints: 100, rightPoints: 0 });
    expect(figures.walletDetails.currentWeekPoints).toEqual({ leftPoints: 100, rightPoints: 0 });
    await sponsorContext.close();
  });
});
