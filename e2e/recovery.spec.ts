import { expect, test, type APIRequestContext } from '@playwright/test';
import { loginAsMember, PASSWORD, ROOT } from './support/api';

/** The e-mails the e2e server's SMTP server received (e2e/support/serve.mjs). */
const mailbox = `http://127.0.0.1:${Number(process.env['E2E_PORT'] ?? 4173) + 1}/mails`;

type Mail = { to: string[]; subject: string; raw: string };

/** Waits for an e-mail to `to` with `subject` beyond the first `seen`, and answers its code. */
async function codeFrom(request: APIRequestContext, to: string, subject: string, seen = 0) {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get(mailbox)).json()) as Mail[];
        const mine = mails.filter((m) => m.to.includes(to) && m.subject === subject);
        code = /\b(\d{6})\b/.exec(mine[seen]?.raw ?? '')?.[1];
        return code;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  return code ?? '';
}

async function newMember(request: APIRequestContext, name: string) {
  const email = `recovery${Date.now()}@example.com`;
  const res = await request.post('/api/auth/register-user-left', {
    data: {
      sponsorId: ROOT.sponsorId,
      name,
      mobileNumber: '9876500000',
      email,
      password: PASSWORD,
    },
  });
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { user: { mySponsorId: string } };
  return { sponsorId: body.user.mySponsorId, email };
}

test.describe('account recovery by e-mailed code @phone', () => {
  test('a member resets a forgotten password, then gets a new unique key', async ({
    page,
    request,
  }) => {
    const member = await newMember(request, 'Rhea Kapoor');

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/login/forgot');
    // The form shows once the server said e-mail recovery is available.
    await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
    await page.getByLabel('User ID').fill(member.sponsorId);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await codeFrom(request, member.email, 'Your password reset code');
    await page.getByLabel('Code from the e-mail').fill(code);
    await page.getByLabel('New password', { exact: true }).fill('a-brand-new-pass');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('link', { name: 'Back to login' }).click();
    await loginAsMember(page, member.sponsorId, 'a-brand-new-pass');

    await page.goto('/userdashboard/account');
    const section = page.getByRole('form', { name: 'New unique key' });
    await expect(section.getByRole('button', { name: 'Send code' })).toBeVisible();
    await section.getByLabel('Password', { exact: true }).fill('a-brand-new-pass');
    await section.getByRole('button', { name: 'Send code' }).click();
    const keyCode = await codeFrom(request, member.email, 'Your code for a new unique key');
    await page.getByLabel('Code from the e-mail').fill(keyCode);
    await page.getByRole('button', { name: 'Get new key' }).click();

    const shown = page.getByRole('dialog');
    await expect(
      shown.getByText(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/),
    ).toBeVisible();
    await expect(shown.getByRole('button', { name: /Copy/ })).toBeFocused();
    await shown.getByLabel('I have saved it').check();
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
  });
});
