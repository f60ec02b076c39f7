import { expect, test } from '@playwright/test';
import { loginAsMember, PASSWORD, registerMember, ROOT } from './support/api';

test.describe('joining and growing the network', () => {
  test('a visitor joins through a left link and lands at the extreme left of the sponsor', async ({
    page,
    browser,
    request,
  }) => {
    const sponsor = await registerMember(request, ROOT.sponsorId, 'left', 'Sunita Rao');
    // Two members already on the sponsor's left leg: the newcomer must land below them.
    await registerMember(request, sponsor.mySponsorId, 'left');
    await registerMember(request, sponsor.mySponsorId, 'left');

    await page.goto(`/usersignup/verifysponsor?sponsorId=${sponsor.mySponsorId}&position=left`);
    await expect(page.getByLabel('Sponsor User ID')).toHaveValue(sponsor.mySponsorId);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('textbox', { name: 'Sponsor name', exact: true })).toHaveValue(
      'Sunita Rao',
    );
    await page
      .getByRole('link', { name: 'Signup' })
      .or(page.getByRole('button', { name: 'Signup' }))
      .click();

    await page.waitForURL('**/usersignup/Signup**');
    await page.getByLabel('Full name').fill('Nikhil Verma');
    await page.getByLabel('Mobile number').fill('9123456780');
    await page.getByLabel('Email').fill('nikhil.verma@example.com');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Submit' }).click();

    const popup = page.getByRole('dialog');
    await expect(popup.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(popup.getByText('Registration sucessfully completed!')).toBeVisible();
    const newId =
      (
        await popup
          .getByText(/^LT\d{7}$/)
          .first()
          .textContent()
      )?.trim() ?? '';
    expect(newId).toMatch(/^LT\d{7}$/);
    await expect(
      popup.getByText(/^[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{4}$/),
    ).toBeVisible();
    await popup.getByLabel('I have saved it').check();
    await popup.getByRole('button').last().click();
    await page.waitForURL('**/login');

    await loginAsMember(page, newId);
    await expect(page.getByText('Welcome, Nikhil Verma')).toBeVisible();

    const sponsorContext = await browser.newContext();
    const sponsorPage = await sponsorContext.newPage();
    await loginAsMember(sponsorPage, sponsor.mySponsorId);
    await sponsorPage.goto('/userdashboard/genealogy');
    await sponsorPage.getByRole('button', { name: 'Extreme left' }).click();
    await expect(sponsorPage).toHaveURL(new RegExp(`root=${newId}`));
    await expect(sponsorPage.getByText('Nikhil Verma').first()).toBeVisible();
    await sponsorContext.close();
  });

  test('a member registers someone into a vacant right slot from the genealogy', async ({
    page,
    request,
  }) => {
    const member = await registerMember(request, ROOT.sponsorId, 'right', 'Imran Qureshi');
    await registerMember(request, member.mySponsorId, 'left', 'Left Child');
    await loginAsMember(page, member.mySponsorId);
    await page.goto('/userdashboard/genealogy');
    await expect(page.getByText('Left Child')).toBeVisible();
    const slot = page.getByRole('group', { name: 'Vacant right position under Imran Qureshi' });
    await slot.getByRole('link', { name: 'Signup' }).click();
    await page.waitForURL(`**/userdashboard/signupright/${member.mySponsorId}`);
    // The page names the parent (in the textbox, not the "Loading parent name" status that stands
    // in its place first), and the sidebar marks Registration.
    await expect(page.getByRole('textbox', { name: 'Parent name', exact: true })).toHaveValue(
      'Imran Qureshi',
    );
    await expect(
      page.getByText(`Placing under Imran Qureshi (${member.mySponsorId}) on the right`),
    ).toBeVisible();
    if ((page.viewportSize()?.width ?? 0) >= 1024) {
      await expect(page.getByRole('link', { name: 'Registration' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    }

    await page.getByLabel('Full name').fill('Right Newcomer');
    await page.getByLabel('Mobile number').fill('9000011111');
    await page.getByLabel('Email').fill('right.newcomer@example.com');
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Submit' }).click();
    const popup = page.getByRole('dialog');
    await expect(popup.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(
      popup.getByText(`Imran Qureshi (${member.mySponsorId}) on the right`),
    ).toBeVisible();
    await popup.getByLabel('I have saved it').check();
    await popup.getByRole('button').last().click();

    await page.waitForURL('**/userdashboard/genealogy**');
    await expect(page.getByText('Right Newcomer')).toBeVisible();
    await expect(
      page.getByRole('link', { name: /Vacant right position under Imran Qureshi/ }),
    ).toHaveCount(0);
  });

  test('after logout the member area sends to the login page', async ({ page, request }) => {
    const member = await registerMember(request, ROOT.sponsorId, 'left');
    await loginAsMember(page, member.mySponsorId);
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/userdashboard');
    await page.waitForURL('**/login');
    await expect(page.getByRole('heading', { name: 'Member Login' })).toBeVisible();
  });

  test('an old left link opened without a session leads to the public signup', async ({ page }) => {
    await page.goto(`/userdashboard/signupleft/${ROOT.sponsorId}`);
    await page.waitForURL(`**/usersignup/verifysponsor?sponsorId=${ROOT.sponsorId}&position=left`);
    await expect(page.getByLabel('Sponsor User ID')).toHaveValue(ROOT.sponsorId);
  });
});
