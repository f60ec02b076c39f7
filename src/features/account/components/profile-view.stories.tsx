import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { ProfileView } from './profile-view';
import { longProfile, profile } from './account.fixtures';

const meta = {
  title: 'Account/Profile',
  component: ProfileView,
  tags: ['autodocs'],
  args: { profile, onRetry: fn() },
} satisfies Meta<typeof ProfileView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Profile' })).toBeVisible();
    await expect(canvas.getByText('LT4821937')).toBeVisible();
    await expect(canvas.getByText('Anita Sharma (LT5530114)')).toBeVisible();
    await expect(canvas.getByText('02/11/2025')).toBeVisible();
    await expect(
      canvas.getByText('To correct these details, please contact an administrator.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const TopOfNetwork: Story = {
  args: { profile: { ...profile, sponsor: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('None (you are at the top of the network)')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { profile: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { profile: undefined, error: 'Could not load your profile.' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load your profile.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { profile: longProfile },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(longProfile.email)).toBeVisible();
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  args: { profile: longProfile },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(longProfile.name)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
