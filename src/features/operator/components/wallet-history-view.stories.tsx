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

export const Rows: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Wallet history' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Float credits' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Amount (USDT)']);
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(within(rows[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent(
      '10/03/2026',
    );
    await expect(within(rows[1] as HTMLElement).getByText('20,000.00')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="data-table-footer"]')).toHaveTextContent(
      /3 credits\s*Total 50,000\.00 USDT/,
    );
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(WALLET_HISTORY_EMPTY)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { rows: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Float credits' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Failed: Story = {
  args: { rows: undefined, failed: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(WALLET_HISTORY_EMPTY)).toBeVisible();
    await expect(canvas.getByText(WALLET_HISTORY_FAILURE)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongNumbers: Story = {
  args: { rows: bigWalletHistory },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('999,999,999.99')).toBeVisible();
    await expect(canvas.getByText('0.50')).toBeVisible();
    await expect(canvas.getByText('31/12/2025')).toBeVisible();
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowLongNumbers: Story = { ...phoneViewport, args: { rows: bigWalletHistory } };

export const NarrowFailed: Story = { ...phoneViewport, args: { rows: undefined, failed: true } };
