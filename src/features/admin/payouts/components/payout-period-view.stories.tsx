import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { closedPeriods, listOf, settlements } from '@/features/admin/testing/fixtures';
import { PayoutPeriodView } from './payout-period-view';

const meta = {
  title: 'Admin/PayoutPeriod',
  component: PayoutPeriodView,
  tags: ['autodocs'],
  args: { periodId: '12', period: closedPeriods[1], list: listOf(settlements) },
} satisfies Meta<typeof PayoutPeriodView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Payout of 02/03/2026' }),
    ).toBeVisible();
    await expect(canvas.getByText(/38 members · 2,890.00 USDT paid/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { period: undefined, list: listOf(undefined) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payout period 12' })).toBeVisible();
  },
};

export const Empty: Story = { args: { list: listOf([]) } };

export const Error: Story = {
  args: { period: undefined, list: listOf(undefined, { error: 'Period not found' }) },
};

export const Narrow: Story = { ...phoneViewport };
