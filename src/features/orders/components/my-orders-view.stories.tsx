import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { MyOrdersView, ORDERS_FAILURE } from './my-orders-view';
import { bscTxHash, chainOrders, longOrders, orders, tronTxHash } from './orders.fixtures';

const meta = {
  title: 'Orders/MyOrdersView',
  component: MyOrdersView,
  tags: ['autodocs'],
  args: { rows: orders, onRetry: fn() },
} satisfies Meta<typeof MyOrdersView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'My Orders' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Order no', 'Date', 'Price', 'Package', 'Status']);
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(5);

    const first = within(rows[1] as HTMLElement);
    await expect(first.getByRole('rowheader')).toHaveTextContent('ORD-000128');
    await expect(first.getByText('ORD-000128')).toHaveClass('font-mono');
    await expect(first.getByText('02/03/2026')).toBeVisible();
    await expect(rows[1]).toHaveTextContent('1,000.00 USDT');
    await expect(first.getByText('Premium Master Trader Course')).toBeVisible();
    await expect(first.getByText('pending')).toBeVisible();

    const canceled = within(rows[3] as HTMLElement);
    await expect(canceled.getByText('canceled')).toBeVisible();
    await expect(
      canceled.getByText('The screenshot does not show a completed transfer'),
    ).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText('approved')).toBeVisible();
    // 23:30 UTC on 31 December is that UTC date.
    await expect(within(rows[4] as HTMLElement).getByText('31/12/2025')).toBeVisible();
    await expect(canvas.getByText(/orders$/)).toHaveTextContent('4 orders');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'My Orders' }));
    await expect(table.getByText('No orders found')).toBeVisible();
    await expect(canvas.queryByText(/orders$/)).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { rows: undefined, error: ORDERS_FAILURE },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load orders');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { rows: undefined, loading: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'My Orders' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(table.querySelectorAll('[data-slot="data-table-skeleton-row"]')).toHaveLength(5);
  },
};

export const LongPackageNames: Story = {
  args: { rows: longOrders },
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'My Orders' }));
    await expect(
      table.getByText(
        'Whales Master Trader Course with the Advanced Liquidation Strategy workshop',
      ),
    ).toBeVisible();
    await expect(table.getByText('123,456.50', { exact: false })).toBeVisible();
    await expect(table.getByText('ORD-1234567890')).toBeVisible();
  },
};

/** Orders paid with a transaction hash: the chain's word for each beside its status. */
export const ChainChecks: Story = {
  args: { rows: chainOrders },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'My Orders' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(8);

    const verified = within(rows[1] as HTMLElement);
    await expect(verified.getByText('approved')).toBeVisible();
    await expect(verified.getByText('verified on chain')).toBeVisible();
    const tronLink = verified.getByRole('link', {
      name: `Transaction ${tronTxHash} on the block explorer (opens in a new tab)`,
    });
    await expect(tronLink).toHaveAttribute(
      'href',
      `https://tronscan.org/#/transaction/${tronTxHash}`,
    );
    await expect(tronLink).toHaveAttribute('target', '_blank');

    const waiting = within(rows[2] as HTMLElement);
    await expect(waiting.getByText('waiting for 17 more confirmations')).toBeVisible();
    await expect(waiting.getByRole('link')).toHaveAttribute(
      'href',
      `https://bscscan.com/tx/${bscTxHash}`,
    );
    for (const note of [
      'waiting for the transaction to appear on chain',
      'our team is checking this payment',
      'the chain could not be reached; we will check again shortly',
      'not confirmed in time; our team is checking this payment',
    ]) {
      await expect(within(table).getByText(note)).toBeVisible();
    }
    // Staff's words (the finding) are not the member's.
    await expect(canvas.queryByText('paid 99.00 of 100.00')).not.toBeInTheDocument();
    await expect(within(rows[7] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  },
};

/** On a phone each order is a card; nothing scrolls sideways. */
export const Narrow: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: 'My Orders' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(4);
    await expect(within(cards[2] as HTMLElement).getByText('canceled')).toBeVisible();
    await expect(
      within(cards[2] as HTMLElement).getByText(
        'The screenshot does not show a completed transfer',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowChainChecks: Story = {
  ...phoneViewport,
  args: { rows: chainOrders },
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: 'My Orders' })).getAllByRole('listitem');
    await expect(cards).toHaveLength(7);
    const waiting = within(cards[1] as HTMLElement);
    await expect(waiting.getByText('waiting for 17 more confirmations')).toBeVisible();
    const link = waiting.getByRole('link', {
      name: `Transaction ${bscTxHash} on the block explorer (opens in a new tab)`,
    });
    await expect(link).toBeVisible();
    const card = (cards[1] as HTMLElement).getBoundingClientRect();
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(card.right);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowEmpty: Story = { ...phoneViewport, args: { rows: [] } };

export const NarrowLongPackageNames: Story = { ...phoneViewport, args: { rows: longOrders } };
