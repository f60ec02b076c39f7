import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import type { AccountProfile, AccountSession } from '@contract/account';
import { memberKind, type NotificationSettings } from '@contract/notifications';
import { MemberFrame, mockApi, ok, type Api } from '@/lib/testing/member-api';
import { phoneViewport } from '@/ui/lib/story-viewports';
import MemberAccountPage from './account-page';

const profile: AccountProfile = {
  name: 'Ravi Kumar',
  mySponsorId: 'LT4821937',
  email: 'ravi.kumar@example.com',
  mobileNumber: '+91 98765 43210',
  joinedAt: '2025-11-02T08:15:00.000Z',
  sponsor: { name: 'Anita Sharma', mySponsorId: 'LT5530114' },
};

const sessions: AccountSession[] = [
  {
    id: '41',
    device: 'Chrome on Android',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
    address: '203.0.113.7',
    createdAt: '2026-03-14T09:30:00.000Z',
    lastSeenAt: '2026-03-15T10:05:00.000Z',
    current: true,
  },
  {
    id: '37',
    device: 'Firefox on Windows',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Gecko/20100101 Firefox/133.0',
    address: '198.51.100.9',
    createdAt: '2026-03-10T18:12:00.000Z',
    lastSeenAt: '2026-03-14T21:40:00.000Z',
    current: false,
  },
];

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
    '/api/account/profile': () => ok(profile),
    '/api/account/sessions': () => ok({ sessions }),
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

/** `/userdashboard/account` as the app routes it: profile, password, devices, sign-in, notifications, unique key. */
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
      canvas.getByText(
        'Your details, how you sign in, where you are signed in, how we reach you, and your unique key.',
      ),
    ).toBeVisible();
    await canvas.findByRole('button', { name: 'Set up two-factor sign-in' });
    await canvas.findByText('Linked to @LearnTradeEarnBot');
    const newKey = within(canvas.getByRole('form', { name: 'New unique key' }));
    await expect(newKey.getByRole('button', { name: 'Send code' })).toBeVisible();
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Profile',
      'Change password',
      'Signed-in devices',
      'Two-factor sign-in',
      'Notifications',
      'New unique key',
    ]);
    await canvas.findByText('Anita Sharma (LT5530114)');
    await canvas.findByRole('button', { name: 'Sign out Firefox on Windows' });
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
