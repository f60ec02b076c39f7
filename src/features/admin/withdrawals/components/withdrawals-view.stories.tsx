import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, waitFor, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import type { ActionOutcome } from '@/features/admin/shared/use-failure-popup';
import {
  decidedWithdrawals,
  listOf,
  pendingWithdrawals,
  TX_HASH,
  trcAddress,
} from '@/features/admin/testing/fixtures';
import { TX_HASH_INVALID, WithdrawalsView } from './withdrawals-view';

const meta = {
  title: 'Admin/Withdrawals',
  component: WithdrawalsView,
  tags: ['autodocs'],
  args: {
    status: 'pending',
    onStatusChange: fn(),
    list: listOf(pendingWithdrawals),
    pendingCount: 2,
    onDecide: fn(async (): Promise<ActionOutcome> => 'done'),
  },
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
} satisfies Meta<typeof WithdrawalsView>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findDialog(name: string | RegExp) {
  const dialog = await screen.findByRole('alertdialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Download CSV of paid withdrawals' }),
    ).toHaveAttribute('href', '/api/admin/withdrawals.csv');
    const table = within(canvas.getByRole('table', { name: 'Pending withdrawals' }));
    await expect(table.getByText('1,250.50')).toBeVisible();
    await expect(table.getByText('1.00')).toBeVisible();
  },
};

export const CopyAddress: Story = {
  play: async ({ canvas, userEvent }) => {
    const copy = canvas.getByRole('button', { name: 'Copy the address of WDR-000045' });
    await userEvent.click(copy);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(trcAddress);
    await expect(copy).toHaveAttribute('data-state', 'copied');
    // The check mark goes after 2 s: wait for it, so the screenshot is always the same.
    copy.blur();
    await userEvent.unhover(copy);
    await waitFor(() => expect(copy).toHaveAttribute('data-state', 'idle'), { timeout: 3000 });
  },
};

export const ApproveNeedsTxHash: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Approve WDR-000046' }));
    const dialog = await findDialog('Approve WDR-000046?');
    await expect(dialog.getByText('1,249.50 USDT')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(dialog.getByText('Please enter the transaction hash.')).toBeVisible();
    const field = dialog.getByRole('textbox', { name: 'Transaction hash' });
    await userEvent.type(field, 'not-a-hash');
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(field).toHaveAccessibleDescription(TX_HASH_INVALID);
    await expect(args.onDecide).not.toHaveBeenCalled();
  },
};

export const ApproveWithTxHash: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Approve WDR-000045' }));
    const dialog = await findDialog('Approve WDR-000045?');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Transaction hash' }), ` ${TX_HASH} `);
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(args.onDecide).toHaveBeenCalledWith({
      action: 'approve',
      withdrawal: pendingWithdrawals[0],
      txHash: TX_HASH,
    });
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'WDR-000045 approved and marked paid.',
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The server refused the hash (400): the dialog stays open to fix it. */
export const ApproveRefused: Story = {
  args: { onDecide: fn(async (): Promise<ActionOutcome> => 'invalid') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Approve WDR-000045' }));
    const dialog = await findDialog('Approve WDR-000045?');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Transaction hash' }), `0x${TX_HASH}`);
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(dialog.getByRole('textbox', { name: 'Transaction hash' })).toHaveValue(
      `0x${TX_HASH}`,
    );
    await expect(screen.getByRole('alertdialog')).toBeVisible();
  },
};

export const RejectWithReason: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject WDR-000045' }));
    const dialog = await findDialog('Reject WDR-000045?');
    await expect(dialog.getByText(/held 150.00 USDT returns/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(args.onDecide).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Address mismatch.');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(args.onDecide).toHaveBeenCalledWith({
      action: 'reject',
      withdrawal: pendingWithdrawals[0],
      reason: 'Address mismatch.',
    });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Approved: Story = {
  args: { status: 'approved', list: listOf(decidedWithdrawals.slice(0, 1)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle(TX_HASH)).toBeVisible();
  },
};

export const Canceled: Story = {
  args: { status: 'canceled', list: listOf(decidedWithdrawals.slice(1)) },
};

export const Loading: Story = { args: { list: listOf(undefined) } };

export const Empty: Story = {
  args: { list: listOf([]), pendingCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No withdrawals waiting')).toBeVisible();
  },
};

export const Error: Story = {
  args: { list: listOf(undefined, { error: 'Could not load withdrawals' }) },
};

export const LoadingMore: Story = {
  args: { list: listOf(pendingWithdrawals, { hasMore: true, loadingMore: true }) },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowApprove: Story = {
  ...phoneViewport,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Approve WDR-000045' }));
    await findDialog('Approve WDR-000045?');
  },
};
