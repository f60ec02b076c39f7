import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { EWalletView } from './e-wallet-view';
import { WALLET_DETAILS_PATH } from './wallet-address-card';
import {
  chainWithdrawals,
  ercAddress,
  longWithdrawals,
  restFocus,
  trcAddress,
  withdrawals,
} from './wallet.fixtures';
import { WITHDRAWALS_EMPTY } from './withdrawal-history';

const meta = {
  title: 'Member/EWallet',
  component: EWalletView,
  tags: ['autodocs'],
  args: {
    balance: 182.75,
    onHold: 40,
    paid: 125.5,
    minimum: 10,
    walletAddress: trcAddress,
    withdrawals,
    withdrawOpen: false,
    onWithdrawOpenChange: fn(),
    onWithdraw: fn(),
  },
  // The dialog's open state lives in the story, as the container keeps it.
  render: function Render(args) {
    const [open, setOpen] = useState(args.withdrawOpen);
    return (
      <EWalletView
        {...args}
        withdrawOpen={open}
        onWithdrawOpenChange={(next) => {
          setOpen(next);
          args.onWithdrawOpenChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof EWalletView>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'E-Wallet' })).toBeVisible();
    const balance = canvas.getByRole('group', { name: 'Wallet balance' });
    await expect(balance).toHaveTextContent('182.75USDT');
    await expect(balance).toHaveTextContent('Minimum Withdraw: 10.00 USDT');
    await expect(canvas.getByRole('group', { name: 'On hold' })).toHaveTextContent(
      '40.00USDTPending withdrawals',
    );
    await expect(canvas.getByRole('group', { name: 'Paid' })).toHaveTextContent(
      '125.50USDTApproved withdrawals',
    );
    await expect(canvas.getByRole('textbox', { name: 'Wallet address (USDT)' })).toHaveValue(
      trcAddress,
    );

    const table = canvas.getByRole('table', { name: 'Withdrawal history' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Order no', 'Date', 'Amount (USDT)', 'Status', 'Tx hash / reason']);
    const rows = within(table).getAllByRole('row');
    const pending = within(rows[1] as HTMLElement);
    await expect(pending.getByRole('rowheader')).toHaveTextContent('WD-000031');
    await expect(pending.getByText('02/03/2026')).toBeVisible();
    await expect(pending.getByText('40.00')).toBeVisible();
    await expect(pending.getByText('pending')).toBeVisible();
    const approved = within(rows[2] as HTMLElement);
    const hash = withdrawals[1]?.txHash ?? '';
    const link = approved.getByRole('link', {
      name: `Transaction ${hash} on the block explorer (opens in a new tab)`,
    });
    await expect(link).toHaveAttribute('href', `https://tronscan.org/#/transaction/${hash}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveTextContent('9f2c4e1ab7…4f6a2b90');
    await expect(approved.getByText('125.50')).toBeVisible();
    const canceled = within(rows[3] as HTMLElement);
    await expect(canceled.getByText('canceled')).toBeVisible();
    await expect(canceled.getByText('Address mismatch')).toBeVisible();
  },
};

export const Withdraw: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw USDT' }));
    const dialog = within(await findDialog('Withdraw USDT'));
    await expect(args.onWithdrawOpenChange).toHaveBeenCalledWith(true);
    await userEvent.type(dialog.getByLabelText('Amount (USDT)'), '100');
    await userEvent.type(dialog.getByLabelText('Account password'), 'trade-safe-2026');
    await userEvent.type(dialog.getByLabelText('Unique key'), 'K7QX-M2PA-9TRD-4HWN');
    await userEvent.click(dialog.getByRole('button', { name: 'Withdraw' }));
    await expect(args.onWithdraw).toHaveBeenCalledOnce();
    await expect(args.onWithdraw).toHaveBeenCalledWith({
      amount: 100,
      password: 'trade-safe-2026',
      uniqueKey: 'K7QX-M2PA-9TRD-4HWN',
    });
  },
};

export const WithdrawEmpty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw USDT' }));
    const dialog = within(await findDialog('Withdraw USDT'));
    await userEvent.click(dialog.getByRole('button', { name: 'Withdraw' }));
    await findDialog('Please fill in all fields.');
    await expect(args.onWithdraw).not.toHaveBeenCalled();
  },
};

export const NoWithdrawals: Story = {
  args: { withdrawals: [] },
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'Withdrawal history' }));
    await expect(table.getByText(WITHDRAWALS_EMPTY)).toBeVisible();
    await expect(table.getByText('No withdrawal history found.')).toBeVisible();
  },
};

export const NoVerifiedAddress: Story = {
  args: { walletAddress: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No verified wallet address yet/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Wallet details' })).toHaveAttribute(
      'href',
      WALLET_DETAILS_PATH,
    );
  },
};

/** Under the minimum and no verified wallet: Withdraw USDT says so instead of opening the form. */
export const CannotWithdrawYet: Story = {
  args: { balance: 4.5, onHold: 0, paid: 0, walletAddress: null, withdrawals: [] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw USDT' }));
    const dialog = within(await findDialog('Withdraw USDT'));
    await expect(dialog.getByText(/Your available balance is 4\.50 USDT/)).toBeVisible();
    await expect(dialog.getByText(/No verified wallet address yet/)).toBeVisible();
    await expect(dialog.queryByLabelText('Amount (USDT)')).not.toBeInTheDocument();
  },
};

export const NarrowCannotWithdrawYet: Story = {
  ...phoneViewport,
  args: CannotWithdrawYet.args,
  play: CannotWithdrawYet.play,
};

export const Loading: Story = {
  args: {
    balance: undefined,
    balanceLoading: true,
    walletAddress: undefined,
    addressLoading: true,
    withdrawals: undefined,
    withdrawalsLoading: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Wallet balance' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('status', { name: 'Loading wallet address' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Withdrawal history' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Errors: Story = {
  args: {
    balance: undefined,
    balanceError: 'Failed to load balance',
    walletAddress: undefined,
    addressError: 'Failed to load wallet address',
    withdrawals: undefined,
    withdrawalsError: 'You can only view your own withdrawals',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to load balance')).toBeVisible();
    const alerts = canvas.getAllByRole('alert').map((alert) => alert.textContent);
    await expect(alerts).toEqual([
      'Failed to load wallet address',
      'You can only view your own withdrawals',
    ]);
  },
};

export const LongText: Story = {
  args: { balance: 1_234_567.891, walletAddress: ercAddress, withdrawals: longWithdrawals },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Wallet balance' })).toHaveTextContent(
      '1,234,567.89',
    );
    const hash = longWithdrawals[0]?.txHash ?? '';
    await expect(
      canvas.getByRole('link', { name: new RegExp(`^Transaction ${hash} `) }),
    ).toHaveAttribute('href', `https://bscscan.com/tx/${hash}`);
    const table = within(canvas.getByRole('table', { name: 'Withdrawal history' }));
    await expect(table.getByText('31/12/2025')).toBeVisible();
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    // The history's rows are cards on a phone (its own stories show them).
    await expect(canvas.getByRole('list', { name: 'Withdrawal history' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    const button = canvas.getByRole('button', { name: 'Withdraw USDT' });
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(300);
  },
};

/** Payouts checked on chain show the chain's word; older ones their hash, linked when it is one. */
export const ChainChecks: Story = {
  args: { withdrawals: chainWithdrawals },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Withdrawal history' });
    const rows = within(table).getAllByRole('row');
    const verified = within(rows[1] as HTMLElement);
    await expect(verified.getByText('verified on chain')).toBeVisible();
    await expect(verified.getByRole('link')).toHaveAttribute(
      'href',
      chainWithdrawals[0]?.chain?.explorerUrl ?? '',
    );
    await expect(
      within(rows[2] as HTMLElement).getByText('waiting for 17 more confirmations'),
    ).toBeVisible();
    await expect(
      within(rows[3] as HTMLElement).getByText(
        'the chain could not be reached; we will check again shortly',
      ),
    ).toBeVisible();
    const bscHash = chainWithdrawals[3]?.txHash ?? '';
    await expect(
      within(rows[4] as HTMLElement).getByRole('link', {
        name: `Transaction ${bscHash} on the block explorer (opens in a new tab)`,
      }),
    ).toHaveAttribute('href', `https://bscscan.com/tx/${bscHash}`);
    const unknown = within(rows[5] as HTMLElement);
    await expect(unknown.queryByRole('link')).not.toBeInTheDocument();
    await expect(unknown.getByText('BANK-REF-2026-0210')).toBeVisible();
  },
};

export const NarrowChainChecks: Story = {
  ...phoneViewport,
  args: { withdrawals: chainWithdrawals },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowLongText: Story = { ...phoneViewport, args: LongText.args };

export const NarrowNoAddress: Story = {
  ...phoneViewport,
  args: { walletAddress: null, withdrawals: [] },
};

export const NarrowWithdraw: Story = {
  ...phoneViewport,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw USDT' }));
    const dialog = within(await findDialog('Withdraw USDT'));
    await userEvent.type(dialog.getByLabelText('Amount (USDT)'), '5');
    restFocus();
  },
};
