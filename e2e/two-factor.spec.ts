import { expect, test } from '@playwright/test';
import { authenticator } from '../server/test/totp';
import { PASSWORD, registerMember, ROOT } from './support/api';

test.describe('two-factor sign-in', () => {
  test('a member turns it on from the account page, keeps the recovery codes, then signs in with a code', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request, ROOT.sponsorId, 'right', 'Tara Fernandes');
    await page.goto('/login');
    await page.getByLabel('User ID').fill(member.mySponsorId);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/userdashboard');

    await page.goto('/userdashboard/account');
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    // What a person types into their authenticator app by hand.
    const secret = (await page.getByTestId('manual-key').innerText()).replace(/\s+/g, '');
    const app = authenticator(secret);
    await page.getByLabel('Authentication code').fill(await app.nextCode());
    await page.getByRole('button', { name: 'Turn on' }).click();

    await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
    const continueButton = page.getByRole('button', { name: 'Continue' });
    await expect(continueButton).toBeDisabled();
    await page.getByLabel('I have saved them').check();
    await continueButton.click();
    await expect(page.getByText('10 recovery codes left')).toBeVisible();

    // Signing in again asks for the code after the password.
    await page.context().clearCookies();
    await page.goto('/login');
    await page.getByLabel('User ID').fill(member.mySponsorId);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Submit' }).click();
    const code = page.getByLabel('Authentication code');
    await expect(code).toBeFocused();
    await code.fill(await app.nextCode());
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/userdashboard');
  });
});
