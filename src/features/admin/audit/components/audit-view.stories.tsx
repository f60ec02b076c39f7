import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { auditEvents, listOf } from '@/features/admin/testing/fixtures';
import { NO_FILTERS } from '../api/audit';
import { AuditView } from './audit-view';

const meta = {
  title: 'Admin/Audit',
  component: AuditView,
  tags: ['autodocs'],
  args: {
    type: 'all',
    onTypeChange: fn(),
    filters: NO_FILTERS,
    onFiltersChange: fn(),
    list: listOf(auditEvents, { hasMore: true, onLoadMore: fn() }),
  },
} satisfies Meta<typeof AuditView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Timeline: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    const items = within(canvas.getByRole('region', { name: 'Timeline' })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Staff action');
    await expect(items[0]).toHaveTextContent('Asha Admin');
    await expect(items[0]).toHaveTextContent('admin:1');
    await expect(items[0]).toHaveTextContent('order.approve');
    await expect(items[1]).toHaveTextContent('10.00 USDT');
    await expect(items[2]).toHaveTextContent('System');
  },
};

export const ExpandDetails: Story = {
  play: async ({ canvas, userEvent }) => {
    const first = within(canvas.getAllByRole('listitem')[0] as HTMLElement);
    await userEvent.click(first.getByText('Details'));
    await expect(first.getByText(/"orderNo": "ORD-000123"/)).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const FilterAndLoadMore: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Action'), 'order.approve');
    await userEvent.type(canvas.getByLabelText('Subject starts with'), 'ORD-0001');
    await userEvent.type(canvas.getByLabelText('From'), '2026-03-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      ...NO_FILTERS,
      action: 'order.approve',
      subject: 'ORD-0001',
      from: '2026-03-01',
    });
    await userEvent.click(canvas.getByRole('tab', { name: 'Money movements' }));
    await expect(args.onTypeChange).toHaveBeenCalledWith('money');
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.list.onLoadMore).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const DateRangeChecked: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('From'), '2026-03-10');
    await userEvent.type(canvas.getByLabelText('To'), '2026-03-01');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(canvas.getByLabelText('From')).toHaveAccessibleDescription(
      'The From date is after the To date.',
    );
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = { args: { list: listOf(undefined) } };

export const Empty: Story = {
  args: { filters: { ...NO_FILTERS, actor: 'admin:9' }, list: listOf([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No events match these filters')).toBeVisible();
  },
};

export const Error: Story = {
  args: { list: listOf(undefined, { error: 'Could not load the audit log', onRetry: fn() }) },
};

export const End: Story = { args: { list: listOf(auditEvents) } };

export const LongText: Story = {
  args: {
    list: listOf([
      {
        type: 'money',
        _id: 't:9',
        at: '2026-03-10T10:00:00.000Z',
        actor: 'operator:7',
        actorName: 'Sri Venkateswara Crypto Top-up and Payments Private Limited',
        action: 'offline_sale_with_monthly_subscription',
        subject: 'member:LT6023981/order:ORD-000999/package:Whales Master Trader Course',
        amount: 1_234_567.89,
        details: { note: 'x'.repeat(300) },
      },
      ...auditEvents,
    ]),
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
