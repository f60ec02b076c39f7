import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { memberKind, type NotificationSettings } from '@contract/notifications';
import { MemberFrame, mockApi, ok, type Api } from '@/lib/testing/member-api';
import { phoneViewport } from '@/ui/lib/story-viewports';
import MemberAccountPage from './account-page';

const allOn = memberKind.options.map((kind) => ({ kind, email: true, telegram: true }));

const configured: NotificationSettings = {
  email: { configured: true, address: 'ravi.kumar@example.com' },
  telegram: { configured: true, linked: true, bot: 'LearnTradeEarnBot' },
  preferences: allOn,
};

/** The account page's reads: e-mail and Telegram configured on the server, or neither. */
const accountApi =
  (email: boolean): (() => Api) =>
  () => ({
    '/api/notifications/settings': () =>
      ok(
        email
          ? configured
          : {
              ...configured,
              email: { configured: false, address: 'ravi.kumar@example.com' },
              telegram: { configured: false, linked: false, bot: null },
            },
      ),
    '/api/auth/recovery': () => ok({ email }),
  });

function AccountPage() {
  return (
    <MemberFrame path="/userdashboard/account">
      <div className="p-4 lg:p-8">
        <MemberAccountPage />
      </div>
    </MemberFrame>
  );
}

/** `/userdashboard/account` as the app routes it: sign-in, notifications and the unique key. */
const meta = {
  title: 'Member/Account page',
  component: AccountPage,
  parameters: { pad: false },
  beforeEach: mockApi(accountApi(true)),
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sections: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'Account' });
    await expect(
      canvas.getByText('How you sign in, how we reach you, and your unique key.'),
    ).toBeVisible();
    await canvas.findByRole('button', { name: 'Set up two-factor sign-in' });
    await canvas.findByText('Linked to @LearnTradeEarnBot');
    const newKey = within(canvas.getByRole('form', { name: 'New unique key' }));
    await expect(newKey.getByRole('button', { name: 'Send code' })).toBeVisible();
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Two-factor sign-in', 'Notifications', 'New unique key']);
  },
};

export const EmailNotConfigured: Story = {
  beforeEach: mockApi(accountApi(false)),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByText('not configured')).toHaveLength(2));
    await expect(
      await canvas.findByText(
        'Password recovery by e-mail is not available. Please contact an administrator.',
      ),
    ).toBeVisible();
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    await canvas.findByText('Linked to @LearnTradeEarnBot');
    await canvas.findByRole('form', { name: 'New unique key' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
