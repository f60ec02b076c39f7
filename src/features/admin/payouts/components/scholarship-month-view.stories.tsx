import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { listOf, longName, scholarshipPayments } from '@/features/admin/testing/fixtures';
import { ScholarshipMonthView } from './scholarship-month-view';

const meta = {
  title: 'Admin/ScholarshipMonth',
  component: ScholarshipMonthView,
  tags: ['autodocs'],
  args: { month: '2026-03', list: listOf(scholarshipPayments) },
} satisfies Meta<typeof ScholarshipMonthView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Scholarships of March 2026' }),
    ).toBeVisible();
    await expect(canvas.getByText('2 payments · 755.00 USDT')).toBeVisible();
  },
};

export const Loading: Story = { args: { list: listOf(undefined) } };

export const Empty: Story = {
  args: { list: listOf([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No scholarships were paid this month')).toBeVisible();
  },
};

export const Error: Story = {
  args: { list: listOf(undefined, { error: 'Could not load this month’s scholarships' }) },
};

export const LongText: Story = {
  args: {
    list: listOf([
      {
        _id: 's9',
        member: longName,
        order_no: 'ORD-000777',
        package_name: 'Whales Master Trader Course with the Monthly subscription (add-on)',
        amount: 123_456.78,
      },
      ...scholarshipPayments,
    ]),
  },
};

export const Narrow: Story = { ...phoneViewport };
