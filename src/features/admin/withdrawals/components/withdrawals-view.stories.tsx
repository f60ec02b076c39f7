import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, waitFor, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import type { DecisionOutcome } from '@/features/admin/shared/use-failure-popup';
import {
  chainWithdrawals,
  decidedWithdrawals,
  listOf,
  pendingWithdrawals,
  TX_HASH,
  trcAddress,
} from '@/features/admin/testing/fixtures';
import type { WithdrawalDecision } from '../api/withdrawals';
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
    onDecide: fn(async (_decision: WithdrawalDecision): Promise<DecisionOutcome> => 'done'),
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
    // The fee sits under the amount.
    await expect(table.getByText('Fee 1.00')).toBeVisible();
    const scroller = canvas.getByRole('region', { name: 'Pending withdrawals' });
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
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
  args: {
    onDecide: fn(async (_decision: WithdrawalDecision): Promise<DecisionOutcome> => 'invalid'),
  },
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

const CHAIN_SAYS =
  'The payout does not match on chain: sent to another address (0x12ab…). Give a reason to record it anyway.';

/** The server finds the recorded payout elsewhere on chain (409 needsReason) until given a reason. */
const chainDisagrees = fn(async (decision: WithdrawalDecision): Promise<DecisionOutcome> =>
  decision.action === 'approve' && decision.reason === undefined
    ? { needsReason: CHAIN_SAYS }
    : 'done',
);

/** Approves WDR-000045 with TX_HASH; the chain disagrees, and the dialog asks a reason. */
async function recordHash({ canvas, userEvent }: Parameters<NonNullable<Story['play']>>[0]) {
  await userEvent.click(canvas.getByRole('button', { name: 'Approve WDR-000045' }));
  const first = await findDialog('Approve WDR-000045?');
  await userEvent.type(first.getByRole('textbox', { name: 'Transaction hash' }), TX_HASH);
  await userEvent.click(first.getByRole('button', { name: 'Approve' }));
  return findDialog('Approve WDR-000045 anyway?');
}

/** The chain disagrees with the hash: the server's words, the hash kept, and a reason asked. */
export const PayoutNeedsReason: Story = {
  args: { onDecide: chainDisagrees },
  play: async (context) => {
    const dialog = await recordHash(context);
    await expect(dialog.getByText(CHAIN_SAYS)).toBeVisible();
    await expect(dialog.getByText(TX_HASH)).toBeVisible();
    await expect(dialog.getByText('150.00 USDT')).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveFocus());
    await expect(context.args.onDecide).toHaveBeenCalledOnce();
  },
};

/** "Approve anyway" sends the same hash again, with the reason. */
export const PayoutApprovedAnyway: Story = {
  args: { onDecide: chainDisagrees },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const dialog = await recordHash(context);
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await userEvent.type(reason, 'Paid from the new hot wallet; the address is ours.');
    await userEvent.click(dialog.getByRole('button', { name: 'Approve anyway' }));
    await expect(args.onDecide).toHaveBeenCalledTimes(2);
    await expect(args.onDecide).toHaveBeenLastCalledWith({
      action: 'approve',
      withdrawal: pendingWithdrawals[0],
      txHash: TX_HASH,
      reason: 'Paid from the new hot wallet; the address is ours.',
    });
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'WDR-000045 approved and marked paid.',
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A reason the server refuses (400) keeps the dialog, the hash and the words typed. */
export const PayoutReasonRefused: Story = {
  args: {
    onDecide: fn(async (decision: WithdrawalDecision): Promise<DecisionOutcome> =>
      decision.action === 'approve' && decision.reason === undefined
        ? { needsReason: CHAIN_SAYS }
        : 'invalid',
    ),
  },
  play: async (context) => {
    const { userEvent } = context;
    const dialog = await recordHash(context);
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await userEvent.type(reason, 'Paid from the new hot wallet.');
    await userEvent.click(dialog.getByRole('button', { name: 'Approve anyway' }));
    await expect(reason).toHaveValue('Paid from the new hot wallet.');
    await expect(dialog.getByText(TX_HASH)).toBeVisible();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NarrowPayoutNeedsReason: Story = {
  ...phoneViewport,
  args: { onDecide: chainDisagrees },
  play: async (context) => {
    const dialog = await recordHash(context);
    await expect(dialog.getByText(CHAIN_SAYS)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Paid withdrawals with the chain's check of their payout hash. */
export const ChainChecked: Story = {
  args: { status: 'approved', list: listOf(chainWithdrawals) },
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'Approved withdrawals' }));
    await expect(table.getByRole('columnheader', { name: 'On chain' })).toBeVisible();
    await expect(table.getByText('verified on chain: paid 150.00 USDT')).toBeVisible();
    await expect(
      table.getByText('chain unreachable: the node answers for chain 1, not BNB Smart Chain (56)'),
    ).toBeVisible();
    await expect(
      table.getByRole('link', { name: /^Transaction 0x4e1b7a93.* on the block explorer/ }),
    ).toHaveAttribute('href', chainWithdrawals[1]?.chain?.explorerUrl);
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
