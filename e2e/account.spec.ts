import { expect, test } from '@playwright/test';
import { loginAsMember, registerMember, ROOT } from './support/api';

const NEW_PASSWORD = 'e2e-changed-pass-2026';

test.describe('the member account page @phone', () => {
  test('a member changes their password, sees two devices and signs out everywhere else', async ({
    page,
    browser,
    request,
  }) => {
    const member = await registerMember(request, ROOT.sponsorId, 'left', 'Kavya Menon');
    await loginAsMember(page, member.mySponsorId);
    await page.goto('/userdashboard/account');

    const profile = page.getByRole('region', { name: 'Profile' });
    await expect(profile.getByText(member.mySponsorId, { exact: true })).toBeVisible();

    const password = page.getByRole('form', { name: 'Change password' });
    await password.getByLabel('Current password').fill('e2e-member-pass');
    await password.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await password.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await password.getByRole('button', { name: 'Change password' }).click();
    await expect(password.getByRole('status')).toHaveText(
      'Your password is changed; other devices are logged out',
    );

    // A second browser signs in with the new password.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await loginAsMember(otherPage, member.mySponsorId, NEW_PASSWORD);

    await page.reload();
    const devices = page.getByRole('list', { name: 'Signed-in devices' });
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    await expect(devices.getByText('This device')).toHaveCount(1);

    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Sign out everywhere else?' });
    await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Signed out on 1 other device.')).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(1);

    // The other browser's session is over: the member area sends it to the login page.
    await otherPage.goto('/userdashboard/account');
    await otherPage.waitForURL('**/login**');
    await other.close();

    // This browser is still signed in.
    await page.reload();
    await expect(devices.getByRole('listitem')).toHaveCount(1);
  });
});
