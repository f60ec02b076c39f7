import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, waitFor, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import type { ActionOutcome } from '@/features/admin/shared/use-failure-popup';
import {
  decidedKyc,
  ercAddress,
  listOf,
  longKyc,
  pendingKyc,
} from '@/features/admin/testing/fixtures';
import { KycView } from './kyc-view';

const meta = {
  title: 'Admin/KYC',
  component: KycView,
  tags: ['autodocs'],
  args: {
    status: 'pending',
    onStatusChange: fn(),
    list: listOf(pendingKyc),
    pendingCount: 2,
    onDecide: fn(async (): Promise<ActionOutcome> => 'done'),
  },
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
} satisfies Meta<typeof KycView>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findDialog(name: string | RegExp) {
  const dialog = await screen.findByRole('alertdialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'KYC' })).toBeVisible();
    const table = within(canvas.getByRole('table', { name: 'Pending submissions' }));
    await expect(table.getByText('@anita_s')).toBeVisible();
    await expect(table.getByTitle(ercAddress)).toHaveClass('font-mono');
  },
};

export const CopyAddress: Story = {
  play: async ({ canvas, userEvent }) => {
    const copy = canvas.getByRole('button', { name: 'Copy wallet address of Anita Sharma' });
    await userEvent.click(copy);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(ercAddress);
    await expect(copy).toHaveAttribute('data-state', 'copied');
    // The check mark goes after 2 s: wait for it, so the screenshot is always the same.
    copy.blur();
    await userEvent.unhover(copy);
    await waitFor(() => expect(copy).toHaveAttribute('data-state', 'idle'), { timeout: 3000 });
  },
};

export const VerifyConfirms: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify Anita Sharma (LT5530114)' }));
    const dialog = await findDialog('Verify Anita Sharma?');
    await expect(dialog.getByText(ercAddress)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Verify' }));
    await expect(args.onDecide).toHaveBeenCalledWith({ action: 'verify', item: pendingKyc[1] });
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Anita Sharma’s wallet verified.',
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const RejectNeedsReason: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reject Ravi Kumar (LT4821937)' }));
    const dialog = await findDialog('Reject the KYC of Ravi Kumar?');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(dialog.getByText('Please give a reason.')).toBeVisible();
    await expect(args.onDecide).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Reason' }), 'Not a TRC20 address.');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(args.onDecide).toHaveBeenCalledWith({
      action: 'reject',
      item: pendingKyc[0],
      reason: 'Not a TRC20 address.',
    });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Rejected: Story = {
  args: { status: 'rejected', list: listOf(decidedKyc) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/exchange deposit address/)).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = { args: { list: listOf(undefined), pendingCount: undefined } };

export const Empty: Story = {
  args: { list: listOf([]), pendingCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No KYC submissions waiting')).toBeVisible();
  },
};

export const Error: Story = {
  args: { list: listOf(undefined, { error: 'Could not load KYC submissions' }) },
};

export const LongText: Story = { args: { list: listOf([longKyc, ...pendingKyc]) } };

export const Narrow: Story = {
  ...phoneViewport,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
