import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { bigWalletHistory, walletHistory } from './operator.fixtures';
import {
  WALLET_HISTORY_EMPTY,
  WALLET_HISTORY_FAILURE,
  WalletHistoryView,
} from './wallet-history-view';

const meta = {
  title: 'Operator/WalletHistory',
  component: WalletHistoryView,
  tags: ['autodocs'],
  args: { rows: walletHistory, onRetry: fn() },
} satisfies Meta<typeof WalletHistoryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The table and its phone cards both render every cell; only one of them is displayed. */
const visible = (elements: HTMLElement[]) => elements.filter((el) => el.checkVisibility());

export const Rows: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Wallet history' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Float movements' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Details', 'Amount (USDT)', 'Balance (USDT)']);
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(6);
    const sale = within(rows[2] as HTMLElement);
    await expect(sale.getByText('Sale: Whales Starter')).toBeVisible();
    await expect(sale.getByText('\u2212500.00')).toBeVisible();
    await expect(sale.getByText('1,275.00')).toBeVisible();
    await expect(within(rows[3] as HTMLElement).getByText('+775.00')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="data-table-footer"]')).toHaveTextContent(
      /5 movements\s*Float now 1,250\.00 USDT/,
    );
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(visible(canvas.getAllByText(WALLET_HISTORY_EMPTY))).toHaveLength(1);
  },
};

export const Loading: Story = {
  args: { rows: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Float movements' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Failed: Story = {
  args: { rows: undefined, failed: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(visible(canvas.getAllByText(WALLET_HISTORY_EMPTY))).toHaveLength(1);
    await expect(visible(canvas.getAllByText(WALLET_HISTORY_FAILURE))).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongNumbers: Story = {
  args: { rows: bigWalletHistory },
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'Float movements' }));
    await expect(table.getByText('999,999,999.99')).toBeVisible();
    await expect(table.getByText('+0.50')).toBeVisible();
    await expect(table.getByText('31/12/2025')).toBeVisible();
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    await expect(visible(canvas.getAllByText('Sale: Whales Starter'))).toHaveLength(1);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowLongNumbers: Story = { ...phoneViewport, args: { rows: bigWalletHistory } };

export const NarrowFailed: Story = { ...phoneViewport, args: { rows: undefined, failed: true } };
