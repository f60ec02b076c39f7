import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { NotificationBell } from './notification-bell';

const meta = {
  title: 'Kit/NotificationBell',
  component: NotificationBell,
  tags: ['autodocs'],
  args: { href: '/userdashboard/notifications', unread: 3 },
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {
  play: async ({ canvas, userEvent }) => {
    const bell = canvas.getByRole('link', { name: 'Notifications, 3 unread' });
    await expect(bell).toHaveAttribute('href', '/userdashboard/notifications');
    await expect(bell).toHaveTextContent('3');
    await userEvent.tab();
    await expect(bell).toHaveFocus();
  },
};

export const NoneUnread: Story = {
  args: { unread: 0 },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('link', { name: 'Notifications' });
    await expect(bell).toHaveTextContent('');
  },
};

export const Loading: Story = {
  args: { unread: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Notifications' })).toBeVisible();
  },
};

export const ManyUnread: Story = {
  args: { unread: 1250 },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('link', { name: 'Notifications, 99+ unread' });
    await expect(bell).toHaveTextContent('99+');
  },
};

export const Current: Story = {
  args: { current: true, unread: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Notifications, 12 unread' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Narrow: Story = { ...phoneViewport, args: { unread: 7 } };
