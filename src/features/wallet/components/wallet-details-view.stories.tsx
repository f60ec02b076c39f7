import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { ercAddress, restFocus, trcAddress, walletDetails } from './wallet.fixtures';
import { WALLET_ADDRESS_INVALID, WALLET_REQUIRED } from './wallet-details-form';
import { KYC_STATUS_FAILURE, WalletDetailsView } from './wallet-details-view';

const meta = {
  title: 'Member/WalletDetails',
  component: WalletDetailsView,
  tags: ['autodocs'],
  args: {
    status: 'not_submitted',
    defaultUserId: 'LT4821937',
    onSubmit: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof WalletDetailsView>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

async function findDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

async function closeDialog(context: PlayContext, dialog: HTMLElement) {
  await context.userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function fill({ canvas, userEvent }: PlayContext, values: Partial<typeof walletDetails>) {
  if (values.name) await userEvent.type(canvas.getByLabelText('Name'), values.name);
  if (values.telegramId)
    await userEvent.type(canvas.getByLabelText('Telegram ID'), values.telegramId);
  if (values.Walletaddress) {
    await userEvent.type(canvas.getByLabelText(/^Wallet address/), values.Walletaddress);
  }
}

/** The details the member sent last, as the status call returns them. */
const lastSubmission = {
  name: walletDetails.name,
  telegramId: walletDetails.telegramId,
  walletAddress: walletDetails.Walletaddress,
};

const submit = ({ canvas, userEvent }: PlayContext) =>
  userEvent.click(canvas.getByRole('button', { name: 'Submit' }));

export const NotSubmitted: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Wallet details' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Wallet details form' })).toBeVisible();
    const userId = canvas.getByLabelText('User ID');
    await expect(userId).toHaveValue('LT4821937');
    await expect(userId).not.toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Name')).toHaveValue('');
    await expect(canvas.getByLabelText('Telegram ID')).toHaveValue('');
    await expect(canvas.getByLabelText('Wallet address (USDT TRC-20 / ERC-20)')).toHaveValue('');
  },
};

export const EmptySubmit: Story = {
  play: async (context) => {
    await submit(context);
    const dialog = await findDialog(WALLET_REQUIRED);
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
    await closeDialog(context, dialog);
    await expect(context.canvas.getByLabelText('Name')).toHaveFocus();
    restFocus();
  },
};

export const MissingOneField: Story = {
  play: async (context) => {
    await fill(context, { name: walletDetails.name, Walletaddress: walletDetails.Walletaddress });
    await submit(context);
    const dialog = await findDialog('All fields are required!');
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
    await closeDialog(context, dialog);
    await expect(context.canvas.getByLabelText('Telegram ID')).toHaveFocus();
    restFocus();
  },
};

export const ClearedUserId: Story = {
  play: async (context) => {
    await context.userEvent.clear(context.canvas.getByLabelText('User ID'));
    await fill(context, walletDetails);
    await submit(context);
    await findDialog(WALLET_REQUIRED);
    await expect(context.args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submit: Story = {
  play: async (context) => {
    await fill(context, { ...walletDetails, name: '  Ravi Kumar ' });
    await submit(context);
    await expect(context.args.onSubmit).toHaveBeenCalledOnce();
    await expect(context.args.onSubmit).toHaveBeenCalledWith(walletDetails);
    restFocus();
  },
};

export const SubmitErc20: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await userEvent.clear(canvas.getByLabelText('User ID'));
    await userEvent.type(canvas.getByLabelText('User ID'), 'LT7310592');
    await fill(context, { ...walletDetails, Walletaddress: ercAddress });
    await submit(context);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...walletDetails,
      userId: 'LT7310592',
      Walletaddress: ercAddress,
    });
    restFocus();
  },
};

export const InvalidAddress: Story = {
  play: async (context) => {
    const { canvas, args } = context;
    await fill(context, {
      ...walletDetails,
      Walletaddress: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh',
    });
    await submit(context);
    const address = canvas.getByLabelText(/^Wallet address/);
    await expect(address).toHaveAccessibleDescription(WALLET_ADDRESS_INVALID);
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(address).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    restFocus();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await expect(canvas.getByLabelText('Name')).toBeDisabled();
  },
};

export const Loading: Story = {
  args: { status: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading KYC status' })).toBeVisible();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

export const FetchError: Story = {
  args: { status: undefined, error: KYC_STATUS_FAILURE },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to fetch KYC status. Please try again later.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    restFocus();
  },
};

export const Pending: Story = {
  args: { status: 'pending', lastSubmission },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Pending' })).toBeVisible();
    await expect(canvas.getByText(/under review/)).toBeVisible();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    const sent = canvasElement.querySelector('[data-slot="kyc-submitted"]');
    await expect(sent).toHaveTextContent(`Wallet address sent for review${trcAddress}`);
    await expect(sent).toHaveTextContent('NameRavi KumarTelegram ID@ravi_trades');
  },
};

export const PendingErc20LongName: Story = {
  args: {
    status: 'pending',
    lastSubmission: {
      name: 'Venkata Subrahmanyam Lakshminarayana Chandrasekhar',
      telegramId: '@venkata_subrahmanyam_lakshminarayana',
      walletAddress: ercAddress,
    },
  },
};

export const Verified: Story = {
  args: { status: 'verified', verifiedAddress: trcAddress },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Verified' })).toBeVisible();
    const address = canvas.getByRole('textbox', { name: 'Verified wallet address' });
    await expect(address).toHaveValue(trcAddress);
    await expect(address).toHaveClass('font-mono');
    await expect(
      canvas.getByRole('button', { name: 'Copy Verified wallet address' }),
    ).toBeVisible();
  },
};

export const VerifiedErc20: Story = {
  args: { status: 'verified', verifiedAddress: ercAddress },
};

export const VerifiedAddressLoading: Story = {
  args: { status: 'verified', addressLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading wallet address' })).toBeVisible();
  },
};

export const Rejected: Story = {
  args: { status: 'rejected', reason: 'The wallet address does not belong to the name given.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Rejected' })).toBeVisible();
    await expect(
      canvas.getByText('The wallet address does not belong to the name given.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
  },
};

export const RejectedResubmit: Story = {
  args: { status: 'rejected', reason: 'Telegram ID not found.', lastSubmission },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Resubmit' }));
    await expect(canvas.getByRole('form', { name: 'Wallet details form' })).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Resubmit wallet details' }),
    ).toBeVisible();
    // The form starts from the details sent last: only the wrong one needs changing.
    await expect(canvas.getByLabelText('User ID')).toHaveValue('LT4821937');
    await expect(canvas.getByLabelText('Name')).toHaveValue(walletDetails.name);
    await expect(canvas.getByLabelText(/^Wallet address/)).toHaveValue(trcAddress);
    const telegram = canvas.getByLabelText('Telegram ID');
    await expect(telegram).toHaveValue(walletDetails.telegramId);
    await userEvent.clear(telegram);
    await userEvent.type(telegram, '@ravi_kumar_trades');
    await submit(context);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...walletDetails,
      telegramId: '@ravi_kumar_trades',
    });
    restFocus();
  },
};

/** Rejected before this screen knew the last details (an older server): an empty form. */
export const RejectedResubmitEmpty: Story = {
  args: { status: 'rejected', reason: 'Telegram ID not found.' },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await userEvent.click(canvas.getByRole('button', { name: 'Resubmit' }));
    await expect(canvas.getByLabelText('Name')).toHaveValue('');
    await fill(context, walletDetails);
    await submit(context);
    await expect(args.onSubmit).toHaveBeenCalledWith(walletDetails);
    restFocus();
  },
};

export const RejectedLongReason: Story = {
  args: {
    status: 'rejected',
    reason:
      'We could not match the wallet address TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE to the Telegram account you gave, and the name on the exchange account differs from your membership name. Please submit a wallet you own, registered in your own name.',
  },
};

export const RejectedWithoutReason: Story = {
  args: { status: 'rejected', reason: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No reason was given.')).toBeVisible();
  },
};

export const NarrowForm: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Submit' }).getBoundingClientRect().width,
    ).toBeGreaterThan(280);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowInvalidAddress: Story = { ...phoneViewport, ...InvalidAddress };

export const NarrowVerified: Story = {
  ...phoneViewport,
  args: { status: 'verified', verifiedAddress: ercAddress },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowRejectedLongReason: Story = { ...phoneViewport, args: RejectedLongReason.args };

export const NarrowPending: Story = {
  ...phoneViewport,
  args: PendingErc20LongName.args,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
