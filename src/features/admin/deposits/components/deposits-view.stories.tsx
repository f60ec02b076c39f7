import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import type { ActionOutcome } from '@/features/admin/shared/use-failure-popup';
import { decidedOrders, listOf, longOrder, pendingOrders } from '@/features/admin/testing/fixtures';
import { DepositsView } from './deposits-view';

const meta = {
  title: 'Admin/Deposits',
  component: DepositsView,
  tags: ['autodocs'],
  args: {
    status: 'pending',
    onStatusChange: fn(),
    list: listOf(pendingOrders),
    pendingCount: 3,
    onDecide: fn(async (): Promise<ActionOutcome> => 'done'),
  },
} satisfies Meta<typeof DepositsView>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findDialog(name: string | RegExp, role: 'dialog' | 'alertdialog' = 'alertdialog') {
  const dialog = await screen.findByRole(role, { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Deposits' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Pending 3' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = within(canvas.getByRole('table', { name: 'Pending deposits' }));
    await expect(table.getAllByRole('row')).toHaveLength(4);
    await expect(table.getByRole('rowheader', { name: 'ORD-000124' })).toBeVisible();
    await expect(table.getByText('5,000.00')).toBeVisible();
    await expect(table.getByRole('link', { name: 'Anita Sharma' })).toHaveAttribute(
      'href',
      '/admin/members/LT5530114',
    );
    await expect(table.getByText('No screenshot')).toBeInTheDocument();
    await expect(table.getByRole('button', { name: 'Approve ORD-000123' })).toBeVisible();
  },
};

export const ViewScreenshot: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View screenshot of ORD-000123' }));
    const viewer = await findDialog('Screenshot of ORD-000123', 'dialog');
    const image = await viewer.findByRole('img', { name: 'Payment screenshot of ORD-000123' });
    await waitFor(() => expect(image).toBeVisible());
    await expect(
      viewer.getByText(/Ravi Kumar \(LT4821937\) · Bull Starter · 100.00 USDT/),
    ).toBeVisible();
  },
};

export const ApproveConfirms: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Approve ORD-000124' }));
    const dialog = await findDialog('Approve ORD-000124?');
    await expect(dialog.getByText(/Whales Master Trader Course · 5,000.00 USDT/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(args.onDecide).toHaveBeenCalledOnce();
    await expect(args.onDecide).toHaveBeenCalledWith({
      action: 'approve',
      order: pendingOrders[1],
    });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent('ORD-000124 approved.');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Approve ORD-000124' })).toHaveFocus(),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const RejectNeedsReason: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject ORD-000123' }));
    const dialog = await findDialog('Reject ORD-000123?');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
      'The member sees this reason with the canceled order. Please give a reason.',
    );
    await expect(args.onDecide).not.toHaveBeenCalled();
  },
};

export const RejectWithReason: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject ORD-000123' }));
    const dialog = await findDialog('Reject ORD-000123?');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Reason' }),
      'The screenshot shows 10 USDT, not 100 USDT.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(args.onDecide).toHaveBeenCalledWith({
      action: 'reject',
      order: pendingOrders[0],
      reason: 'The screenshot shows 10 USDT, not 100 USDT.',
    });
    await expect(await canvas.findByRole('status')).toHaveTextContent('ORD-000123 rejected.');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The server refused (e.g. 409 already approved): the dialog closes, no success line. */
export const DecisionFailed: Story = {
  args: { onDecide: fn(async (): Promise<ActionOutcome> => 'failed') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Approve ORD-000123' }));
    const dialog = await findDialog('Approve ORD-000123?');
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SwitchTab: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Canceled' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('canceled');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Decided: Story = {
  args: { status: 'canceled', list: listOf(decidedOrders) },
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'Canceled deposits' }));
    await expect(table.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    await expect(table.getByText('The screenshot shows 10 USDT, not 100 USDT.')).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'By' })).toBeVisible();
  },
};

export const Loading: Story = { args: { list: listOf(undefined), pendingCount: undefined } };

export const Empty: Story = {
  args: { list: listOf([]), pendingCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No deposits waiting for review')).toBeVisible();
  },
};

export const Error: Story = {
  args: {
    list: listOf(undefined, { error: 'Could not load deposits', onRetry: fn() }),
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load deposits');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.list.onRetry).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const MorePages: Story = {
  args: { list: listOf(pendingOrders, { hasMore: true, onLoadMore: fn() }) },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(/Showing/)).toHaveTextContent('Showing 3 deposits');
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.list.onLoadMore).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LongText: Story = { args: { list: listOf([longOrder, ...pendingOrders]) } };

export const Narrow: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(canvas.getByRole('rowheader', { name: 'ORD-000123' })).toBeVisible();
  },
};

export const NarrowReject: Story = {
  ...phoneViewport,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject ORD-000125' }));
    await findDialog('Reject ORD-000125?');
  },
};
