import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { ercAddress, trcAddress } from './wallet.fixtures';
import { NO_VERIFIED_WALLET, WITHDRAW_REQUIRED, WithdrawDialog } from './withdraw-dialog';

const meta = {
  title: 'Member/WithdrawDialog',
  component: WithdrawDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    balance: 182.75,
    minimum: 10,
    walletAddress: trcAddress,
  },
} satisfies Meta<typeof WithdrawDialog>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

async function findDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

type Values = { amount?: string; password?: string; uniqueKey?: string };

async function fill({ userEvent }: PlayContext, values: Values) {
  const dialog = within(await findDialog('Withdraw USDT'));
  if (values.amount) await userEvent.type(dialog.getByLabelText('Amount (USDT)'), values.amount);
  if (values.password) {
    await userEvent.type(dialog.getByLabelText('Account password'), values.password);
  }
  if (values.uniqueKey) await userEvent.type(dialog.getByLabelText('Unique key'), values.uniqueKey);
  return dialog;
}

async function submit(context: PlayContext) {
  const dialog = within(await findDialog('Withdraw USDT'));
  await context.userEvent.click(dialog.getByRole('button', { name: 'Withdraw' }));
}

async function expectRequired(context: PlayContext) {
  const alert = await findDialog(WITHDRAW_REQUIRED);
  await expect(context.args.onSubmit).not.toHaveBeenCalled();
  return alert;
}

const complete = { amount: '25.5', password: 'trade-safe-2026', uniqueKey: 'K7QX-M2PA-9TRD-4HWN' };

export const Open: Story = {
  play: async () => {
    const dialog = within(await findDialog('Withdraw USDT'));
    await expect(dialog.getByText('182.75 USDT')).toBeVisible();
    await expect(dialog.getByText(trcAddress)).toBeVisible();
    await expect(dialog.getByLabelText('Amount (USDT)')).toHaveAttribute('type', 'number');
    await expect(dialog.getByLabelText('Account password')).toHaveAttribute('type', 'password');
    await expect(dialog.getByLabelText('Unique key')).toHaveAccessibleDescription(
      'The secret key you were given when you registered.',
    );
    await expect(dialog.getByLabelText('Amount (USDT)')).toHaveFocus();
  },
};

export const EmptySubmit: Story = {
  play: async (context) => {
    await submit(context);
    const alert = await expectRequired(context);
    await context.userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    const dialog = within(await findDialog('Withdraw USDT'));
    await waitFor(() => expect(dialog.getByLabelText('Amount (USDT)')).toHaveFocus());
  },
};

export const MissingUniqueKey: Story = {
  play: async (context) => {
    await fill(context, { amount: '50', password: 'trade-safe-2026' });
    await submit(context);
    const alert = await expectRequired(context);
    await context.userEvent.click(within(alert).getByRole('button', { name: 'OK' }));
    const dialog = within(await findDialog('Withdraw USDT'));
    await waitFor(() => expect(dialog.getByLabelText('Unique key')).toHaveFocus());
  },
};

export const SubmitsAmountAsNumber: Story = {
  play: async (context) => {
    await fill(context, { ...complete, uniqueKey: ' K7QX-M2PA-9TRD-4HWN ' });
    await submit(context);
    await expect(context.args.onSubmit).toHaveBeenCalledOnce();
    await expect(context.args.onSubmit).toHaveBeenCalledWith({
      amount: 25.5,
      password: 'trade-safe-2026',
      uniqueKey: 'K7QX-M2PA-9TRD-4HWN',
    });
    const [values] = context.args.onSubmit.mock.calls[0] ?? [];
    await expect(typeof values?.amount).toBe('number');
  },
};

export const ShowPassword: Story = {
  play: async (context) => {
    const dialog = await fill(context, { password: 'trade-safe-2026' });
    await context.userEvent.click(dialog.getByRole('button', { name: 'Show password' }));
    await expect(dialog.getByLabelText('Account password')).toHaveAttribute('type', 'text');
    await expect(dialog.getByRole('button', { name: 'Hide password' })).toBeVisible();
  },
};

export const BelowMinimum: Story = {
  play: async (context) => {
    const dialog = await fill(context, { ...complete, amount: '5' });
    await expect(dialog.getByLabelText('Amount (USDT)')).toHaveAccessibleDescription(
      'Minimum withdrawal is 10.00 USDT.',
    );
    // A hint only: the server decides.
    await submit(context);
    await expect(context.args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ amount: 5 }),
    );
  },
};

export const AboveBalance: Story = {
  play: async (context) => {
    const dialog = await fill(context, { amount: '500' });
    await expect(dialog.getByLabelText('Amount (USDT)')).toHaveAccessibleDescription(
      'That is more than your available balance of 182.75 USDT.',
    );
  },
};

export const CancelCloses: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = within(await findDialog('Withdraw USDT'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** No form to fill: the dialog says why, with the way to a verified wallet. */
export const NoVerifiedAddress: Story = {
  args: { walletAddress: null },
  play: async ({ userEvent, args }) => {
    const dialog = within(await findDialog('Withdraw USDT'));
    await expect(dialog.getByText('You cannot withdraw yet:')).toBeVisible();
    await expect(dialog.getByText(NO_VERIFIED_WALLET)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Wallet details' })).toHaveAttribute(
      'href',
      '/userdashboard/walletdetails',
    );
    await expect(dialog.queryByLabelText('Amount (USDT)')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'OK' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const BalanceUnderMinimum: Story = {
  args: { balance: 4.5 },
  play: async () => {
    const dialog = within(await findDialog('Withdraw USDT'));
    await expect(
      dialog.getByText(
        'Your available balance is 4.50 USDT; the minimum withdrawal is 10.00 USDT.',
      ),
    ).toBeVisible();
    await expect(dialog.queryByRole('form')).not.toBeInTheDocument();
  },
};

export const BothReasons: Story = {
  args: { balance: 0, walletAddress: null },
  play: async ({ canvasElement }) => {
    await findDialog('Withdraw USDT');
    const kinds = Array.from(
      canvasElement.ownerDocument.querySelectorAll<HTMLElement>(
        '[data-slot="withdraw-blockers"] li',
      ),
    ).map((item) => item.dataset['kind']);
    await expect(kinds).toEqual(['minimum', 'no_wallet']);
  },
};

export const NarrowBothReasons: Story = {
  ...phoneViewport,
  args: BothReasons.args,
  play: async () => {
    const dialog = await findDialog('Withdraw USDT');
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const BalanceUnknown: Story = { args: { balance: undefined, walletAddress: undefined } };

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ userEvent, args }) => {
    const dialog = within(await findDialog('Withdraw USDT'));
    await expect(dialog.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
    await expect(dialog.getByLabelText('Amount (USDT)')).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  args: { walletAddress: ercAddress },
  play: async () => {
    const dialog = await findDialog('Withdraw USDT');
    await expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth);
  },
};

export const NarrowEmptySubmit: Story = { ...phoneViewport, play: EmptySubmit.play };
