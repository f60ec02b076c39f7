import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ChainTransfer } from '@contract/chain';
import { expect, fn, screen, spyOn, waitFor, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import type { DecisionOutcome } from '@/features/admin/shared/use-failure-popup';
import { listOf, unmatchedTransfers } from '@/features/admin/testing/fixtures';
import { TransfersView } from './transfers-view';

const meta = {
  title: 'Admin/Transfers',
  component: TransfersView,
  tags: ['autodocs'],
  args: {
    list: listOf(unmatchedTransfers),
    onAssign: fn(async (_transfer: ChainTransfer, orderNo: string): Promise<DecisionOutcome> => ({
      done: `Transfer assigned to ${orderNo}`,
    })),
  },
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
} satisfies Meta<typeof TransfersView>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findDialog(name: string) {
  const dialog = await screen.findByRole('alertdialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

export const List: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Transfers' })).toBeVisible();
    const table = within(canvas.getByRole('table', { name: 'Unmatched transfers' }));
    await expect(table.getAllByRole('row')).toHaveLength(4);
    await expect(table.getByRole('rowheader', { name: '1,000.00' })).toBeVisible();
    await expect(table.getByText('USDT BEP-20 (BNB Smart Chain)')).toBeVisible();
    await expect(table.getAllByText('USDT TRC-20 (Tron)')).toHaveLength(2);
    await expect(
      table.getByRole('link', { name: /^Transaction 0x4e1b7a93.* on the block explorer/ }),
    ).toHaveAttribute('href', unmatchedTransfers[1]?.explorerUrl);
    await expect(table.getByTitle(unmatchedTransfers[2]?.from ?? '')).toBeVisible();
    await expect(
      table.getByRole('button', {
        name: 'Assign to order 100.00 USDT received 10/03/2026, 08:14 UTC',
      }),
    ).toBeVisible();
  },
};

export const AssignAsksOrderNumber: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Assign to order 1,000.00 USDT/ }));
    const dialog = await findDialog('Assign 1,000.00 USDT to an order?');
    await expect(dialog.getByText(unmatchedTransfers[1]?.from ?? '')).toBeVisible();
    await expect(dialog.getByText('USDT BEP-20 (BNB Smart Chain)')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Assign' }));
    await expect(dialog.getByRole('textbox', { name: 'Order number' })).toHaveAccessibleDescription(
      'The pending deposit this transfer paid for. Please enter the order number.',
    );
    await expect(args.onAssign).not.toHaveBeenCalled();
  },
};

/** The server's words after the assignment, announced above the list. */
export const AssignDone: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Assign to order 100.00 USDT/ }));
    const dialog = await findDialog('Assign 100.00 USDT to an order?');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Order number' }), ' ORD-000042 ');
    await userEvent.click(dialog.getByRole('button', { name: 'Assign' }));
    await expect(args.onAssign).toHaveBeenCalledWith(unmatchedTransfers[0], 'ORD-000042');
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Transfer assigned to ORD-000042',
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** An order number the server does not know: the dialog stays with what was typed. */
export const AssignUnknownOrder: Story = {
  args: {
    onAssign: fn(
      async (_transfer: ChainTransfer, _orderNo: string): Promise<DecisionOutcome> => 'invalid',
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Assign to order 49.50 USDT/ }));
    const dialog = await findDialog('Assign 49.50 USDT to an order?');
    const field = dialog.getByRole('textbox', { name: 'Order number' });
    await userEvent.type(field, 'ORD-000999');
    await userEvent.click(dialog.getByRole('button', { name: 'Assign' }));
    await expect(field).toHaveValue('ORD-000999');
    await expect(screen.getByRole('alertdialog')).toBeVisible();
  },
};

/** By keyboard: Tab to the button, Enter, type the number, Enter. */
export const AssignByKeyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    canvas.getByRole('button', { name: /^Assign to order 100.00 USDT/ }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialog('Assign 100.00 USDT to an order?');
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Order number' })).toHaveFocus(),
    );
    await userEvent.keyboard('ORD-000042{Enter}');
    await expect(args.onAssign).toHaveBeenCalledWith(unmatchedTransfers[0], 'ORD-000042');
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Transfer assigned to ORD-000042',
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = { args: { list: listOf(undefined) } };

export const Empty: Story = {
  args: { list: listOf([]) },
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'Unmatched transfers' }));
    await expect(table.getByText('No unmatched transfers')).toBeVisible();
    await expect(
      table.getByText('Every USDT transfer to our deposit addresses is named by an order.'),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { list: listOf(undefined, { error: 'Could not load the transfers', onRetry: fn() }) },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the transfers');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.list.onRetry).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const MorePages: Story = {
  args: { list: listOf(unmatchedTransfers, { hasMore: true, onLoadMore: fn() }) },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(/Showing/)).toHaveTextContent('Showing 3 transfers');
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.list.onLoadMore).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: 'Unmatched transfers' }));
    await expect(cards.getAllByRole('listitem')).toHaveLength(3);
    await expect(cards.getByText('USDT BEP-20 (BNB Smart Chain)')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowAssign: Story = {
  ...phoneViewport,
  play: async ({ canvas, userEvent }) => {
    const cards = within(canvas.getByRole('list', { name: 'Unmatched transfers' }));
    await userEvent.click(cards.getByRole('button', { name: /^Assign to order 1,000.00 USDT/ }));
    await findDialog('Assign 1,000.00 USDT to an order?');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowEmpty: Story = {
  ...phoneViewport,
  args: { list: listOf([]) },
};
