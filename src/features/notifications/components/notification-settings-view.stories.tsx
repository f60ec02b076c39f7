import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, waitFor, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import {
  NotificationSettingsView,
  type NotificationSettingsViewProps,
} from './notification-settings-view';
import {
  linkedSettings,
  memberKindLabels,
  memberSettings,
  unconfiguredSettings,
} from './notifications.fixtures';

const startLink = {
  url: 'https://t.me/LearnTradeEarnBot?start=Zk3xQ9',
  expiresAt: '2026-03-15T10:15:00.000Z',
};

const meta = {
  title: 'Notifications/Settings',
  component: NotificationSettingsView,
  tags: ['autodocs'],
  args: {
    settings: memberSettings,
    onRetry: fn(),
    onSave: fn<NotificationSettingsViewProps['onSave']>(async () => undefined),
    onLinkTelegram: fn(async () => startLink),
    onUnlinkTelegram: fn(async () => undefined),
    onRefresh: fn(),
  },
  beforeEach: () => {
    const open = spyOn(window, 'open').mockImplementation(() => null);
    return () => open.mockRestore();
  },
} satisfies Meta<typeof NotificationSettingsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await expect(canvas.getByText('ravi.kumar@example.com')).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Events' });
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.querySelector('span')?.textContent),
    ).toEqual(memberKindLabels);
    await expect(
      canvas.getByRole('switch', { name: 'E-mail for A new member joins your team' }),
    ).not.toBeChecked();
    await expect(
      canvas.getByRole('switch', { name: 'Telegram for A new member joins your team' }),
    ).toBeChecked();
  },
};

export const SecurityAlwaysByEmail: Story = {
  play: async ({ canvas }) => {
    for (const label of ['Password changed', 'Unique key reset', 'Sign-in from a new device']) {
      const email = canvas.getByRole('switch', { name: `E-mail for ${label}` });
      await expect(email).toBeChecked();
      await expect(email).toBeDisabled();
      const row = email.closest('tr');
      await expect(row).toHaveTextContent('Always sent by e-mail, for your security.');
    }
  },
};

export const ToggleSaves: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Telegram for Deposit approved' });
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onSave).toHaveBeenCalledOnce();
    const [saved] = args.onSave.mock.calls[0] ?? [];
    await expect(saved?.find((choice) => choice.kind === 'deposit_approved')).toEqual({
      kind: 'deposit_approved',
      email: true,
      telegram: false,
    });
    await expect(saved).toHaveLength(memberKindLabels.length);
    await expect(await canvas.findByText('Saved')).toBeVisible();
    await expect(toggle).toHaveFocus();
  },
};

export const SaveFails: Story = {
  args: {
    onSave: fn<NotificationSettingsViewProps['onSave']>(async () => {
      throw new Error('offline');
    }),
  },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('switch', { name: 'E-mail for Rank reached' });
    await userEvent.click(toggle);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Your choice was not saved. Please try again.',
    );
    await waitFor(() => expect(toggle).toBeChecked());
    toggle.blur();
  },
};

export const LinkTelegram: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Link Telegram' }));
    await expect(args.onLinkTelegram).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(window.open).toHaveBeenCalledWith(startLink.url, '_blank', 'noopener,noreferrer'),
    );
    await expect(canvas.getByRole('link', { name: 'Open Telegram' })).toHaveAttribute(
      'href',
      startLink.url,
    );
    await expect(
      canvas.getByText(/press Start in the chat with @LearnTradeEarnBot/),
    ).toHaveTextContent('The link works until 15/03/2026, 10:15 UTC.');
    await userEvent.click(canvas.getByRole('button', { name: 'I have pressed Start' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Linked: Story = {
  args: { settings: linkedSettings },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Linked to @LearnTradeEarnBot')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Unlink' }));
    await expect(args.onUnlinkTelegram).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NotConfigured: Story = {
  args: { settings: unconfiguredSettings },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('not configured')).toHaveLength(2);
    for (const toggle of canvas.getAllByRole('switch')) {
      await expect(toggle).toBeDisabled();
      await expect(toggle).not.toBeChecked();
    }
    await expect(canvas.queryByText('Always sent by e-mail, for your security.')).toBeNull();
  },
};

export const Loading: Story = {
  args: { settings: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { settings: undefined, error: 'Could not load your notification settings.' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongAddress: Story = {
  args: {
    settings: {
      ...memberSettings,
      email: {
        configured: true,
        address: 'venkata.subrahmanyam.lakshminarayana.chandrasekharan@example-long-domain.com',
      },
    },
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowLinking: Story = {
  ...phoneViewport,
  args: LongAddress.args,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Link Telegram' }));
    await canvas.findByRole('link', { name: 'Open Telegram' });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
