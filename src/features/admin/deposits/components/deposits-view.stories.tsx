import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import type { DecisionOutcome } from '@/features/admin/shared/use-failure-popup';
import {
  chainDecidedOrders,
  chainOrders,
  decidedOrders,
  listOf,
  longOrder,
  pendingOrders,
} from '@/features/admin/testing/fixtures';
import type { DepositDecision } from '../api/deposits';
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
    onDecide: fn(async (_decision: DepositDecision): Promise<DecisionOutcome> => 'done'),
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
    await expect(table.getByRole('rowheader', { name: /^ORD-000124/ })).toBeVisible();
    // The screenshot is checked before the decision: its column comes before the buttons.
    const headers = table.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers.indexOf('Screenshot')).toBeLessThan(headers.indexOf('Actions'));
    // Nothing is cut: every column is in view without scrolling sideways.
    const scroller = canvas.getByRole('region', { name: 'Pending deposits' });
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
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
  args: { onDecide: fn(async (_decision: DepositDecision): Promise<DecisionOutcome> => 'failed') },
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
    // Who decided, and when, sit under the status.
    await expect(table.getAllByText('admin:1 Asha Admin')[0]).toBeVisible();
    const scroller = canvas.getByRole('region', { name: 'Canceled deposits' });
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
  },
};

export const Loading: Story = { args: { list: listOf(undefined), pendingCount: undefined } };

export const Empty: Story = {
  args: { list: listOf([]), pendingCount: 0 },
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'Pending deposits' }));
    await expect(table.getByText('No deposits waiting for review')).toBeVisible();
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
    const cards = within(canvas.getByRole('list', { name: 'Pending deposits' }));
    await expect(cards.getAllByRole('listitem')).toHaveLength(3);
    await expect(cards.getByText('ORD-000123')).toBeVisible();
  },
};

/** Each state the chain leaves a pending deposit in, beside its screenshot (decisions §13). */
export const ChainFindings: Story = {
  args: { list: listOf(chainOrders), pendingCount: 6 },
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'Pending deposits' }));
    await expect(table.getByRole('columnheader', { name: 'On chain' })).toBeVisible();
    for (const order of chainOrders) {
      await expect(table.getByText(order.chain?.finding ?? '')).toBeVisible();
    }
    await expect(
      table.getAllByRole('link', { name: /^Transaction 7c2d8e41.* on the block explorer/ })[0],
    ).toHaveAttribute('href', expect.stringMatching(/^https:\/\/tronscan\.org\/#\/transaction\//));
    await expect(
      table.getAllByRole('link', { name: /^Transaction 0x4e1b7a93.* on the block explorer/ })[0],
    ).toHaveAttribute('href', expect.stringMatching(/^https:\/\/bscscan\.com\/tx\/0x/));
  },
};

export const NarrowChainFindings: Story = {
  ...phoneViewport,
  args: { list: listOf(chainOrders.slice(0, 3)), pendingCount: 3 },
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: 'Pending deposits' }));
    await expect(cards.getAllByRole('listitem')).toHaveLength(3);
    await expect(cards.getByText('paid 99.00 of 100.00')).toBeVisible();
    await expect(cards.getByText('chain unreachable: no answer within 5 s')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The chain found an underpayment: Approve asks for the reason first, checked as the contract does. */
export const MismatchAsksReason: Story = {
  args: { list: listOf(chainOrders), pendingCount: 6 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Approve ORD-000126' }));
    const dialog = await findDialog('Approve ORD-000126 anyway?');
    await expect(
      dialog.getByText(
        'The payment on chain does not match this order: paid 99.00 of 100.00. Give a reason to approve it anyway.',
      ),
    ).toBeVisible();
    await expect(
      dialog.getByRole('link', { name: /^Transaction 7c2d8e41.* on the block explorer/ }),
    ).toHaveAttribute('href', chainOrders[0]?.chain?.explorerUrl);
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await userEvent.click(dialog.getByRole('button', { name: 'Approve anyway' }));
    await expect(reason).toHaveAccessibleDescription(
      'Recorded with your decision. Please say why you go on anyway.',
    );
    await userEvent.type(reason, 'ok');
    await userEvent.click(dialog.getByRole('button', { name: 'Approve anyway' }));
    await expect(reason).toHaveAccessibleDescription(
      'Recorded with your decision. Reason must say why (at least 3 characters).',
    );
    await expect(args.onDecide).not.toHaveBeenCalled();
  },
};

export const MismatchApprovedWithReason: Story = {
  args: MismatchAsksReason.args,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Approve ORD-000126' }));
    const dialog = await findDialog('Approve ORD-000126 anyway?');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Reason' }),
      'The member paid the 1.00 USDT fee; accepted.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Approve anyway' }));
    await expect(args.onDecide).toHaveBeenCalledOnce();
    await expect(args.onDecide).toHaveBeenCalledWith({
      action: 'approve',
      order: chainOrders[0],
      reason: 'The member paid the 1.00 USDT fee; accepted.',
    });
    await expect(await canvas.findByRole('status')).toHaveTextContent('ORD-000126 approved.');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const SERVER_SAYS =
  'The payment does not match on chain: paid 99.00 of 100.00. Give a reason to approve it anyway.';

/** The server asks a reason of a plain approval (409 needsReason); with one, it approves. */
const serverAsksReason = fn(async (decision: DepositDecision): Promise<DecisionOutcome> =>
  decision.action === 'approve' && decision.reason === undefined
    ? { needsReason: SERVER_SAYS }
    : 'done',
);

/** A plain approval the server refuses with needsReason: the same dialog asks the reason. */
export const ServerAsksReason: Story = {
  args: { onDecide: serverAsksReason },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Approve ORD-000123' }));
    const first = await findDialog('Approve ORD-000123?');
    await userEvent.click(first.getByRole('button', { name: 'Approve' }));
    const dialog = await findDialog('Approve ORD-000123 anyway?');
    await expect(dialog.getByText(SERVER_SAYS)).toBeVisible();
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveFocus());
  },
};

/** …and by keyboard alone the reason goes with the approval. */
export const ServerAsksReasonThenApproves: Story = {
  args: { onDecide: serverAsksReason },
  play: async ({ canvas, userEvent, args }) => {
    canvas.getByRole('button', { name: 'Approve ORD-000123' }).focus();
    await userEvent.keyboard('{Enter}');
    const first = await findDialog('Approve ORD-000123?');
    await waitFor(() => expect(first.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialog('Approve ORD-000123 anyway?');
    await waitFor(() => expect(dialog.getByRole('textbox', { name: 'Reason' })).toHaveFocus());
    await userEvent.keyboard('Short by 1.00 USDT, agreed with the member.');
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Approve anyway' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDecide).toHaveBeenCalledTimes(2);
    await expect(args.onDecide).toHaveBeenLastCalledWith({
      action: 'approve',
      order: pendingOrders[0],
      reason: 'Short by 1.00 USDT, agreed with the member.',
    });
    await expect(await canvas.findByRole('status')).toHaveTextContent('ORD-000123 approved.');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** Orders approved by the chain say so as who decided; the check stays beside them. */
export const VerifiedOnChain: Story = {
  args: { status: 'approved', list: listOf(chainDecidedOrders) },
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'Approved deposits' }));
    await expect(table.getByText('Verified on chain')).toBeVisible();
    await expect(table.getByText('verified on chain: paid 100.00 USDT')).toBeVisible();
    await expect(table.getByText('admin:1 Asha Admin')).toBeVisible();
  },
};

export const NarrowVerifiedOnChain: Story = {
  ...phoneViewport,
  args: VerifiedOnChain.args,
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: 'Approved deposits' }));
    await expect(cards.getByText('Verified on chain')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowReject: Story = {
  ...phoneViewport,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject ORD-000125' }));
    await findDialog('Reject ORD-000125?');
  },
};
