import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { phoneViewport } from '../lib/story-viewports';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

const meta = {
  title: 'Kit/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Approve ORD-000123?',
    description:
      'Ravi Kumar (LT4821937) gets Bull Starter for 100.00 USDT; points and bonuses follow.',
    confirmLabel: 'Approve',
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findDialog(name: string | RegExp) {
  const dialog = await screen.findByRole('alertdialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

const reasonField = {
  label: 'Reason',
  multiline: true,
  maxLength: 500,
  requiredMessage: 'Please give a reason.',
  note: 'The member sees this reason with the canceled order.',
};

export const Confirm: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await findDialog('Approve ORD-000123?');
    await expect(dialog.getByText(/gets Bull Starter/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onConfirm).toHaveBeenCalledWith('');
  },
};

export const Cancel: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await findDialog('Approve ORD-000123?');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Danger: Story = {
  args: {
    variant: 'danger',
    title: 'Block Ravi Kumar?',
    description: 'They can no longer sign in until you unblock them.',
    confirmLabel: 'Block login',
  },
  play: async () => {
    const dialog = await findDialog('Block Ravi Kumar?');
    await expect(dialog.getByRole('button', { name: 'Block login' })).toHaveAttribute(
      'data-variant',
      'danger',
    );
  },
};

export const ReasonRequired: Story = {
  args: {
    variant: 'danger',
    title: 'Reject ORD-000123?',
    description: 'The order is canceled.',
    confirmLabel: 'Reject',
    field: reasonField,
  },
  play: async ({ userEvent, args }) => {
    const dialog = await findDialog('Reject ORD-000123?');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    const reason = dialog.getByRole('textbox', { name: 'Reason' });
    await expect(reason).toBeInvalid();
    await expect(reason).toHaveAccessibleDescription(
      'The member sees this reason with the canceled order. Please give a reason.',
    );
    await expect(reason).toHaveFocus();
    await userEvent.type(reason, '   ');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ReasonGiven: Story = {
  args: ReasonRequired.args,
  play: async ({ userEvent, args }) => {
    const dialog = await findDialog('Reject ORD-000123?');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Reason' }),
      '  The screenshot shows a different amount.  ',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onConfirm).toHaveBeenCalledWith('The screenshot shows a different amount.');
  },
};

const HASH = 'a3f1c9e07b5d42e8916c0d3b7f25a8e4c6d1b09f3e7a25c8d4b6f0e1a9c37d52';

export const ValidatedField: Story = {
  args: {
    title: 'Pay WDR-000045?',
    description: 'Record the transaction that sent 150.00 USDT.',
    confirmLabel: 'Approve',
    field: {
      label: 'Transaction hash',
      mono: true,
      placeholder: '64 hex characters',
      validate: (value) =>
        /^(0x)?[0-9a-fA-F]{64}$/.test(value)
          ? undefined
          : 'Enter the transaction hash: 64 hex characters, optionally starting with 0x.',
    },
  },
  play: async ({ userEvent, args }) => {
    const dialog = await findDialog('Pay WDR-000045?');
    const field = dialog.getByRole('textbox', { name: 'Transaction hash' });
    await userEvent.type(field, 'abc123');
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(field).toHaveAccessibleDescription(
      'Enter the transaction hash: 64 hex characters, optionally starting with 0x.',
    );
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, `0x${HASH}`);
    await expect(field).not.toBeInvalid();
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onConfirm).toHaveBeenCalledWith(`0x${HASH}`);
  },
};

export const WithDetails: Story = {
  args: {
    title: 'Close the period now?',
    description: 'Every member below is credited at once; this cannot be undone.',
    confirmLabel: 'Close now',
    children: (
      <dl className="grid grid-cols-2 gap-2 rounded-lg border border-border bg-raised p-4 text-sm">
        <dt className="text-muted">Members</dt>
        <dd className="text-right font-semibold tabular">42</dd>
        <dt className="text-muted">Payout</dt>
        <dd className="text-right font-semibold tabular">1,234.50 USDT</dd>
      </dl>
    ),
  },
};

export const Busy: Story = {
  args: { ...ReasonRequired.args, busy: true },
  play: async ({ userEvent, args }) => {
    const dialog = await findDialog('Reject ORD-000123?');
    await expect(dialog.getByRole('button', { name: 'Reject' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** The dialog stays busy while the promise onConfirm returns is pending. */
function Pending(args: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Approve</Button>
      <ConfirmDialog
        {...args}
        open={open}
        onOpenChange={setOpen}
        onConfirm={async (value) => {
          await args.onConfirm(value);
          await new Promise((resolve) => setTimeout(resolve, 150));
          setOpen(false);
        }}
      />
    </>
  );
}

export const PendingThenClosed: Story = {
  args: { open: false },
  render: (args) => <Pending {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Approve' }));
    const dialog = await findDialog('Approve ORD-000123?');
    await userEvent.click(dialog.getByRole('button', { name: 'Approve' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(dialog.getByRole('button', { name: 'Approve' })).toHaveAttribute('aria-busy', 'true'),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Approve' })).toHaveFocus());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LongText: Story = {
  args: {
    ...ReasonRequired.args,
    title: 'Reject ORD-000123 of Venkata Subrahmanyam Lakshminarayana Chandrasekharan?',
    description:
      'The order of 5,000.00 USDT for Whales Master Trader Course is canceled and the member sees your reason next to it in their reports; they can place a new order with a new screenshot.',
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  args: ReasonRequired.args,
  play: async () => {
    const dialog = await findDialog('Reject ORD-000123?');
    const confirm = dialog.getByRole('button', { name: 'Reject' });
    await expect(confirm.getBoundingClientRect().width).toBeGreaterThan(300);
  },
};
