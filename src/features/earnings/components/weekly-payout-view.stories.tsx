import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { bigWeeklyRows, weeklyRows } from './earnings.fixtures';
import { PAYOUTS_EMPTY, PAYOUTS_FAILURE, WeeklyPayoutView } from './weekly-payout-view';

const meta = {
  title: 'Member/WeeklyPayout',
  component: WeeklyPayoutView,
  tags: ['autodocs'],
  args: { rows: weeklyRows },
} satisfies Meta<typeof WeeklyPayoutView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Weekly payout' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Weekly payouts' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Week', 'Direct bonus (USDT)', 'Team bonus (USDT)', 'Payout amount (USDT)']);
    const first = within(within(table).getAllByRole('row')[1] as HTMLElement);
    await expect(first.getByRole('rowheader')).toHaveTextContent('02/03/2026');
    await expect(first.getByText('15.00')).toBeVisible();
    await expect(first.getByText('50.00')).toBeVisible();
    await expect(first.getByText('61.75')).toBeVisible();
    const totals = canvas.getByText('Payout amount', { selector: 'dt' }).closest('dl');
    await expect(totals).toHaveTextContent(
      'Direct bonus30.00 USDTTeam bonus150.00 USDTPayout amount171.00 USDT',
    );
    await expect(canvas.getByText(/3 weeks/)).toBeVisible();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('table', { name: 'Weekly payouts' })).getByText(PAYOUTS_EMPTY),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('table', { name: 'Weekly payouts' })).getByText(
        'No payouts available',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/^Total/)).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { rows: undefined, error: 'You can only view your own payouts' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('You can only view your own payouts');
  },
};

export const ErrorGeneric: Story = {
  args: { rows: undefined, error: PAYOUTS_FAILURE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch payouts');
  },
};

export const Loading: Story = {
  args: { rows: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Weekly payouts' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const LargeAmounts: Story = {
  args: { rows: bigWeeklyRows },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('table', { name: 'Weekly payouts' })).getByText('592,283.95'),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('table', { name: 'Weekly payouts' })).getAllByText('0.00').length,
    ).toBeGreaterThan(0);
    await expect(canvas.getByText(/1 week|2 weeks/)).toHaveTextContent('2 weeks');
  },
};

/** On a phone each week is a card: the week and its payout, the bonuses labelled under them. */
export const Narrow: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: 'Weekly payouts' })).getAllByRole(
      'listitem',
    );
    await expect(cards).toHaveLength(3);
    const first = within(cards[0] as HTMLElement);
    await expect(first.getByText('61.75')).toBeVisible();
    await expect(first.getByText('Direct bonus (USDT)')).toBeVisible();
    await expect(first.getByText('Team bonus (USDT)')).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowLargeAmounts: Story = { ...phoneViewport, args: { rows: bigWeeklyRows } };

export const NarrowEmpty: Story = { ...phoneViewport, args: { rows: [] } };
