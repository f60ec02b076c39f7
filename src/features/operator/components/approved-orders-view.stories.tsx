import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import {
  APPROVED_ORDERS_EMPTY,
  APPROVED_ORDERS_FAILURE,
  ApprovedOrdersView,
} from './approved-orders-view';
import { approvedOrders, longApprovedOrders } from './operator.fixtures';

const meta = {
  title: 'Operator/ApprovedOrders',
  component: ApprovedOrdersView,
  tags: ['autodocs'],
  args: { rows: approvedOrders, onRetry: fn() },
} satisfies Meta<typeof ApprovedOrdersView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Customer subscription details' }),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Approved orders' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Order no', 'Member', 'Package', 'Price (USDT)', 'Status', 'Screenshot']);
    // Every column is in view without scrolling sideways (status and screenshot included).
    const scroller = canvas.getByRole('region', { name: 'Approved orders' });
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(5);
    const offline = within(rows[1] as HTMLElement);
    await expect(offline.getByRole('rowheader')).toHaveTextContent('ORD-000131');
    await expect(offline.getByRole('rowheader')).toHaveTextContent('14/03/2026');
    await expect(offline.getByText('14/03/2026')).toBeVisible();
    await expect(offline.getByText('LT4821937')).toHaveClass('font-mono');
    await expect(offline.getByText('Ravi Kumar')).toBeVisible();
    await expect(offline.getByText('500.00')).toBeVisible();
    await expect(offline.getByText('approved')).toBeVisible();
    await expect(offline.queryByRole('link')).not.toBeInTheDocument();
    await expect(offline.getByText('No screenshot (offline sale)')).toBeInTheDocument();
    const link = within(rows[2] as HTMLElement).getByRole('link', {
      name: 'View screenshot of ORD-000128 (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('href', '/api/screenshots/ORD-000128');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByText(/orders ·/)).toHaveTextContent('4 orders · 1,575.00 USDT');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('table', { name: 'Approved orders' })).getByText(
        APPROVED_ORDERS_EMPTY,
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(APPROVED_ORDERS_FAILURE)).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { rows: undefined, loading: true },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Approved orders' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  args: { rows: undefined, failed: true },
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      within(canvas.getByRole('table', { name: 'Approved orders' })).getByText(
        APPROVED_ORDERS_EMPTY,
      ),
    ).toBeVisible();
    await expect(canvas.getByText(APPROVED_ORDERS_FAILURE)).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: { rows: longApprovedOrders },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('table', { name: 'Approved orders' })).getByText(
        'Venkata Subrahmanyam Lakshminarayana Chandrasekhar',
      ),
    ).toBeVisible();
    // 23:30 UTC on 31 December is shown as that UTC date.
    await expect(
      within(canvas.getByRole('table', { name: 'Approved orders' })).getByText('31/12/2025'),
    ).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: /^ORD-1000000/ })).toBeVisible();
    const scroller = canvas.getByRole('region', { name: 'Approved orders' });
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
  },
};

/** On a phone each order is a card: status first, number and price, the rest labelled. */
export const Narrow: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: 'Approved orders' })).getAllByRole(
      'listitem',
    );
    await expect(cards).toHaveLength(4);
    const second = within(cards[1] as HTMLElement);
    await expect(second.getByText('approved')).toBeVisible();
    await expect(
      second.getByRole('link', { name: 'View screenshot of ORD-000128 (opens in a new tab)' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowLongText: Story = { ...phoneViewport, args: { rows: longApprovedOrders } };

export const NarrowEmpty: Story = { ...phoneViewport, args: { rows: [] } };

export const NarrowFailed: Story = { ...phoneViewport, args: { rows: undefined, failed: true } };
