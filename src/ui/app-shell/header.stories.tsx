import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { Button } from '../button/button';
import { NotificationBell } from '../notification-bell/notification-bell';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { Header } from './header';
import { Wordmark } from './sidebar';

const meta = {
  title: 'Kit/AppShell/Header',
  component: Header,
  tags: ['autodocs'],
  parameters: { pad: false },
  args: {
    brand: <Wordmark />,
    menu: (
      <Button variant="ghost" size="icon" aria-label="Open menu" className="[&_svg]:size-5">
        <Menu aria-hidden />
      </Button>
    ),
    greeting: 'Welcome, Ravi Kumar',
    userId: 'LT4821937',
    onLogout: fn(),
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Welcome, Ravi Kumar')).toBeVisible();
    await expect(canvas.getByText('User ID:')).toHaveTextContent('User ID: LT4821937');
    const logout = canvas.getByRole('button', { name: 'Logout' });
    logout.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await expect(logout).toHaveFocus();
  },
};

export const WithoutUser: Story = { args: { greeting: undefined, userId: undefined } };

export const LongName: Story = {
  args: { greeting: 'Welcome, Venkata Satya Naga Sai Srinivasa Chakravarthy Ramachandran Iyer' },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
  },
};

export const NarrowLongName: Story = {
  ...phoneViewport,
  args: { greeting: 'Welcome, Venkata Satya Naga Sai Srinivasa Chakravarthy Ramachandran Iyer' },
};

const bell = <NotificationBell href="/userdashboard/notifications" unread={4} />;

export const WithBell: Story = {
  args: { actions: bell },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Notifications, 4 unread' });
    link.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toHaveFocus();
  },
};

export const NarrowWithBell: Story = {
  ...phoneViewport,
  args: {
    actions: bell,
    greeting: 'Welcome, Venkata Satya Naga Sai Srinivasa Chakravarthy Ramachandran Iyer',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Notifications, 4 unread' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
