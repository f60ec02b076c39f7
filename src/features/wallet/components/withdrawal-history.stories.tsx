import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { chainWithdrawals, longWithdrawals, withdrawals } from './wallet.fixtures';
import { WITHDRAWALS_EMPTY, WITHDRAWALS_FAILURE, WithdrawalHistory } from './withdrawal-history';

const meta = {
  title: 'Member/WithdrawalHistory',
  component: WithdrawalHistory,
  tags: ['autodocs'],
  args: { rows: withdrawals },
} satisfies Meta<typeof WithdrawalHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cards of the history (the form shown on a phone). */
const cardsOf = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('list', { name: 'Withdrawal history' })).getAllByRole('listitem');

export const Rows: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Withdrawal history' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Order no', 'Date', 'Amount (USDT)', 'Status', 'Tx hash / reason']);
    await expect(within(table).getByText('Address mismatch')).toBeVisible();
  },
};

/** On a phone each withdrawal is a card: status first, then number and amount, nothing sideways. */
export const Narrow: Story = {
  ...phoneViewport,
  play: async ({ canvasElement, canvas }) => {
    const cards = cardsOf(canvasElement);
    await expect(cards).toHaveLength(3);
    const canceled = within(cards[2] as HTMLElement);
    const status = canceled.getByText('canceled');
    await expect(status).toBeVisible();
    await expect(canceled.getByText('WD-000017')).toBeVisible();
    await expect(canceled.getByText('Address mismatch')).toBeVisible();
    // The status is the card's first line.
    await expect(status.getBoundingClientRect().top).toBeLessThan(
      canceled.getByText('WD-000017').getBoundingClientRect().top,
    );
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A long cancel reason wraps inside its card. */
export const NarrowLongText: Story = {
  ...phoneViewport,
  args: { rows: longWithdrawals },
  play: async ({ canvasElement }) => {
    const card = cardsOf(canvasElement)[1] as HTMLElement;
    const reason = within(card).getByText(/flagged by the exchange compliance team/);
    await expect(reason.getBoundingClientRect().right).toBeLessThanOrEqual(
      card.getBoundingClientRect().right,
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowChainChecks: Story = {
  ...phoneViewport,
  args: { rows: chainWithdrawals },
  play: async ({ canvasElement }) => {
    const cards = cardsOf(canvasElement);
    await expect(within(cards[1] as HTMLElement).getByText('approved')).toBeVisible();
    await expect(
      within(cards[1] as HTMLElement).getByText('waiting for 17 more confirmations'),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowEmpty: Story = { ...phoneViewport, args: { rows: [] } };

export const NarrowError: Story = {
  ...phoneViewport,
  args: { rows: undefined, error: WITHDRAWALS_FAILURE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(WITHDRAWALS_FAILURE);
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'Withdrawal history' }));
    await expect(table.getByText(WITHDRAWALS_EMPTY)).toBeVisible();
  },
};
