import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { dashboard } from '@/features/admin/testing/fixtures';
import { DashboardView } from './dashboard-view';

const meta = {
  title: 'Admin/Dashboard',
  component: DashboardView,
  tags: ['autodocs'],
  args: { data: dashboard, onRetry: fn() },
} satisfies Meta<typeof DashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Members' })).toHaveTextContent('1,284');
    await expect(canvas.getByRole('group', { name: 'Business all time' })).toHaveTextContent(
      '412,890.25USDT',
    );
    const deposits = canvas.getByRole('link', { name: /Pending deposits/ });
    await expect(deposits).toHaveAttribute('href', '/admin/deposits');
    await expect(deposits).toHaveTextContent('3 deposits to review');
    await expect(canvas.getByRole('link', { name: /Pending KYC/ })).toHaveAttribute(
      'href',
      '/admin/kyc',
    );
    await expect(canvas.getByRole('link', { name: /Projected payout/ })).toHaveTextContent(
      'To 42 members if the period closed now',
    );
    const chart = canvas.getByRole('figure', { name: 'Business and payouts per week' });
    await expect(within(chart).getByRole('list', { name: 'Legend' })).toHaveTextContent(
      'BusinessPayouts',
    );
  },
};

export const NothingWaiting: Story = {
  args: { data: { ...dashboard, pending: { deposits: 0, kyc: 0, withdrawals: 0 } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Pending deposits/ })).toHaveTextContent(
      'Nothing waiting',
    );
  },
};

export const NewBusiness: Story = {
  args: {
    data: {
      ...dashboard,
      members: 1,
      activeMembers: 0,
      business: { period: 0, month: 0, allTime: 0 },
      projected: { members: 0, payout: 0 },
      weeks: [],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No business yet')).toBeVisible();
  },
};

export const HugeFigures: Story = {
  args: {
    data: {
      ...dashboard,
      members: 1_234_567,
      activeMembers: 987_654,
      business: { period: 12_345_678.9, month: 98_765_432.1, allTime: 1_234_567_890.12 },
      pending: { deposits: 12_345, kyc: 678, withdrawals: 9_999 },
    },
  },
};

export const Loading: Story = { args: { data: undefined } };

export const Error: Story = {
  args: { data: undefined, error: 'Could not load the dashboard' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(within(canvas.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
