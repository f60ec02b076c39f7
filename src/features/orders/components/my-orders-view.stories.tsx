import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { MyOrdersView, ORDERS_FAILURE } from './my-orders-view';
import { longOrders, orders } from './orders.fixtures';

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
    await expect(canvas.getByText('No orders found')).toBeVisible();
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
    await expect(
      canvas.getByText(
        'Whales Master Trader Course with the Advanced Liquidation Strategy workshop',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('123,456.50', { exact: false })).toBeVisible();
    await expect(canvas.getByText('ORD-1234567890')).toBeVisible();
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    const scroller = canvas.getByRole('region', { name: 'My Orders' });
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowEmpty: Story = { ...phoneViewport, args: { rows: [] } };

export const NarrowLongPackageNames: Story = { ...phoneViewport, args: { rows: longOrders } };
