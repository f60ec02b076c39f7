import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, waitFor, within } from 'storybook/test';
import type { DepositNetwork } from '@contract/chain';
import { ApiError } from '@/lib/api';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { DepositPanel } from './deposit-panel';
import {
  bscTxHash,
  depositAddress,
  depositNetworks,
  largeScreenshotFile,
  packageById,
  screenshotFile,
  tronTxHash,
} from './orders.fixtures';

const meta = {
  title: 'Orders/DepositPanel',
  component: DepositPanel,
  tags: ['autodocs'],
  args: {
    pkg: packageById(3),
    depositAddress,
    submit: fn(async () => {}),
    onOrdered: fn(),
  },
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof DepositPanel>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

async function findDialog(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

async function upload({ canvas, userEvent }: PlayContext, file = screenshotFile()) {
  await userEvent.upload(canvas.getByLabelText('Payment screenshot'), file);
}

const submitButton = ({ canvas }: PlayContext) => canvas.getByRole('button', { name: 'Submit' });

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Deposit for Whales Starter' }),
    ).toBeVisible();
    await expect(canvas.getByText(/^Send exactly/)).toHaveTextContent(
      'Send exactly 500.00 USDT to this address, then upload the payment screenshot.',
    );
    await expect(canvas.getByRole('definition')).toHaveTextContent('500.00USDT');
    await expect(canvas.getByRole('textbox', { name: 'USDT deposit address' })).toHaveValue(
      depositAddress,
    );
    await expect(
      canvas.getByRole('img', { name: 'QR code of the USDT deposit address' }),
    ).toBeVisible();
    const input = canvas.getByLabelText('Payment screenshot');
    await expect(input).toHaveAttribute('type', 'file');
    await expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp');
    await expect(input).toHaveAccessibleDescription('PNG, JPEG or WebP, at most 5 MB.');
  },
};

export const CopyAddress: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Copy/ }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(depositAddress);
    await expect(canvas.getByRole('button', { name: /^Copied!/ })).toBeVisible();
  },
};

export const NoFile: Story = {
  play: async (context) => {
    const { userEvent, args } = context;
    await userEvent.click(submitButton(context));
    const dialog = await findDialog('Please upload a screenshot before submitting.');
    await expect(dialog).toHaveAttribute('data-variant', 'warning');
    await expect(args.submit).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const FileChosen: Story = {
  play: async (context) => {
    const { canvas, canvasElement } = context;
    await upload(context);
    await expect(canvas.getByText('usdt-payment.png')).toBeVisible();
    const preview = canvasElement.querySelector<HTMLImageElement>(
      '[data-slot="screenshot-preview"]',
    );
    await expect(preview).not.toBeNull();
    await waitFor(() => expect(preview?.naturalWidth).toBe(180));
    await expect(preview?.src).toMatch(/^blob:/);
    await expect(canvas.getByLabelText('Payment screenshot')).toHaveAccessibleDescription(
      'PNG, JPEG or WebP, at most 5 MB.',
    );
  },
};

export const FileTooLarge: Story = {
  play: async (context) => {
    const { canvas } = context;
    await upload(context, largeScreenshotFile());
    await expect(canvas.getByText('full-resolution-capture.png')).toBeVisible();
    const input = canvas.getByLabelText('Payment screenshot');
    await expect(input).toHaveAccessibleDescription(
      'PNG, JPEG or WebP, at most 5 MB. This file is 6.2 MB; screenshots can be at most 5 MB.',
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Submitting: Story = {
  args: { submit: fn(() => new Promise<void>(() => {})) },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const file = screenshotFile();
    await upload(context, file);
    await userEvent.click(submitButton(context));
    await expect(args.submit).toHaveBeenCalledOnce();
    await expect(args.submit).toHaveBeenCalledWith(file);
    await expect(submitButton(context)).toHaveAttribute('aria-busy', 'true');
    await expect(submitButton(context)).toBeDisabled();
    await expect(canvas.getByLabelText('Payment screenshot')).toBeDisabled();
  },
};

export const Success: Story = {
  play: async (context) => {
    const { userEvent, args } = context;
    const file = screenshotFile();
    await upload(context, file);
    await userEvent.click(submitButton(context));
    await expect(args.submit).toHaveBeenCalledOnce();
    await expect(args.submit).toHaveBeenCalledWith(file);
    const dialog = await findDialog('Thank you !');
    await expect(dialog).toHaveAccessibleDescription('Order created successfully!');
    await expect(dialog).toHaveAttribute('data-variant', 'success');
    await expect(args.onOrdered).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(args.onOrdered).toHaveBeenCalledOnce());
    await expect(submitButton(context)).toBeDisabled();
  },
};

export const ServerError: Story = {
  args: {
    submit: fn(async () => {
      throw new ApiError(415, 'The screenshot must be a PNG, JPEG or WebP image');
    }),
  },
  play: async (context) => {
    const { userEvent, args } = context;
    await upload(context);
    await userEvent.click(submitButton(context));
    const dialog = await findDialog('Error');
    await expect(dialog).toHaveAccessibleDescription(
      'The screenshot must be a PNG, JPEG or WebP image',
    );
    await expect(dialog).toHaveAttribute('data-variant', 'error');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(submitButton(context)).toBeEnabled());
    await expect(args.onOrdered).not.toHaveBeenCalled();
  },
};

export const ServerErrorWithoutMessage: Story = {
  args: {
    submit: fn(async () => {
      throw new Error('Failed to fetch');
    }),
  },
  play: async (context) => {
    await upload(context);
    await context.userEvent.click(submitButton(context));
    const dialog = await findDialog('Error');
    await expect(dialog).toHaveAccessibleDescription(
      'Could not create the order. Please try again.',
    );
  },
};

export const AddOn: Story = {
  args: { pkg: packageById(7) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('definition')).toHaveTextContent('25.00USDT');
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async (context) => {
    await upload(context);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(submitButton(context).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Focusing the file field from the top of the page brings its whole drop area into view. */
export const NarrowFocusedFileField: Story = {
  ...phoneViewport,
  play: async ({ canvas, canvasElement }) => {
    window.scrollTo(0, 0);
    canvas.getByLabelText('Payment screenshot').focus();
    const area = canvasElement.querySelector('[data-slot="screenshot-input"] label');
    await waitFor(() => {
      const box = area?.getBoundingClientRect();
      expect(box?.top).toBeGreaterThanOrEqual(0);
      expect(box?.bottom).toBeLessThanOrEqual(window.innerHeight);
    });
  },
};

/** No network configured: the spec's panel, screenshot only (decisions §13). */
export const NoNetworks: Story = {
  args: { networks: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radiogroup')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
    await expect(canvas.queryByLabelText(/Transaction hash/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'USDT deposit address' })).toHaveValue(
      depositAddress,
    );
  },
};

const [tron, bsc] = depositNetworks as [DepositNetwork, DepositNetwork];

const hashField = ({ canvas }: PlayContext) =>
  canvas.getByRole('textbox', { name: 'Transaction hash (optional)' });

const qrPath = ({ canvasElement }: PlayContext) =>
  canvasElement.querySelector('[data-slot="qr-code"] path')?.getAttribute('d');

/** Both networks configured: Tron, the first, is chosen. */
export const Networks: Story = {
  args: { networks: depositNetworks },
  play: async (context) => {
    const { canvas } = context;
    await expect(canvas.getByText(/^Choose the network, send exactly/)).toHaveTextContent(
      'Choose the network, send exactly 500.00 USDT to its address, then upload the payment screenshot.',
    );
    const group = canvas.getByRole('group', { name: 'Network' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(2);
    const tronRadio = within(group).getByRole('radio', { name: 'USDT TRC-20 (Tron)' });
    await expect(tronRadio).toBeChecked();
    await expect(tronRadio).toHaveAccessibleDescription('Confirmed after 20 blocks');
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Send only USDT TRC-20 (Tron) to this address: USDT sent on another network may be lost.',
    );
    const address = canvas.getByRole('textbox', { name: 'USDT TRC-20 (Tron) deposit address' });
    await expect(address).toHaveValue(tron.address);
    await expect(address.scrollHeight).toBeLessThanOrEqual(address.clientHeight);
    await expect(
      canvas.getByRole('img', { name: 'QR code of the USDT TRC-20 (Tron) deposit address' }),
    ).toBeVisible();
    await expect(canvas.getByRole('definition')).toHaveTextContent('500.00USDT');
    await expect(canvas.getByLabelText('Payment screenshot')).toHaveAttribute('type', 'file');
    await expect(hashField(context)).toHaveValue('');
    await expect(hashField(context)).toHaveAccessibleDescription(
      'The 64-character hash your wallet or Tronscan shows for the transfer. With it, the payment is checked on chain and can be approved sooner.',
    );
  },
};

/** The member moves to BNB Smart Chain with the arrow key: its address, QR code and hint show. */
export const BscChosen: Story = {
  args: { networks: depositNetworks },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const tronQr = qrPath(context);
    await userEvent.tab();
    const tronRadio = canvas.getByRole('radio', { name: 'USDT TRC-20 (Tron)' });
    await expect(tronRadio).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const bscRadio = canvas.getByRole('radio', { name: 'USDT BEP-20 (BNB Smart Chain)' });
    await expect(bscRadio).toBeChecked();
    await expect(bscRadio).toHaveFocus();
    await expect(tronRadio).not.toBeChecked();

    const address = canvas.getByRole('textbox', {
      name: 'USDT BEP-20 (BNB Smart Chain) deposit address',
    });
    await expect(address).toHaveValue(bsc.address);
    await expect(address.scrollHeight).toBeLessThanOrEqual(address.clientHeight);
    await expect(
      canvas.getByRole('img', {
        name: 'QR code of the USDT BEP-20 (BNB Smart Chain) deposit address',
      }),
    ).toBeVisible();
    await expect(qrPath(context)).not.toBe(tronQr);
    await expect(canvas.getByRole('note')).toHaveTextContent(
      'Send only USDT BEP-20 (BNB Smart Chain) to this address',
    );
    await expect(hashField(context)).toHaveAccessibleDescription(
      'The hash your wallet or BscScan shows for the transfer: 0x and 64 characters. With it, the payment is checked on chain and can be approved sooner.',
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A hash not of the chosen network: the error shows at the field, which takes focus; nothing is lost. */
export const BadHash: Story = {
  args: { networks: depositNetworks },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    await upload(context);
    await userEvent.type(hashField(context), bscTxHash);
    await userEvent.click(submitButton(context));
    const field = hashField(context);
    await expect(field).toHaveFocus();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(
      /Transaction hash must be a Tron transaction hash \(64 hex characters\)$/,
    );
    await expect(args.submit).not.toHaveBeenCalled();
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(field).toHaveValue(bscTxHash);
    await expect(canvas.getByText('usdt-payment.png')).toBeVisible();
  },
};

/** The error follows the network: the same hash is right for BNB Smart Chain. */
export const BadHashThenOtherNetwork: Story = {
  args: { networks: depositNetworks },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const file = screenshotFile();
    await upload(context, file);
    await userEvent.type(hashField(context), `  ${bscTxHash} `);
    await userEvent.click(submitButton(context));
    await expect(hashField(context)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('radio', { name: 'USDT BEP-20 (BNB Smart Chain)' }));
    await expect(hashField(context)).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText(/must be a/)).not.toBeInTheDocument();
    await userEvent.click(submitButton(context));
    await expect(args.submit).toHaveBeenCalledOnce();
    await expect(args.submit).toHaveBeenCalledWith(file, { network: 'bsc', txHash: bscTxHash });
    await findDialog('Thank you !');
  },
};

/** A Tron hash typed while fixing an error: the error goes as soon as the hash is right. */
export const HashCorrected: Story = {
  args: { networks: depositNetworks },
  play: async (context) => {
    const { userEvent, args } = context;
    const file = screenshotFile();
    await upload(context, file);
    await userEvent.type(hashField(context), tronTxHash.slice(0, 40));
    await userEvent.click(submitButton(context));
    await expect(hashField(context)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(hashField(context), tronTxHash.slice(40));
    await expect(hashField(context)).not.toHaveAttribute('aria-invalid');
    await userEvent.click(submitButton(context));
    await expect(args.submit).toHaveBeenCalledWith(file, { network: 'tron', txHash: tronTxHash });
    const dialog = await findDialog('Thank you !');
    await expect(dialog).toHaveAccessibleDescription('Order created successfully!');
  },
};

/** Without a hash only the screenshot is sent, as in the spec's flow. */
export const NetworksWithoutHash: Story = {
  args: { networks: depositNetworks },
  play: async (context) => {
    const { userEvent, args } = context;
    const file = screenshotFile();
    await upload(context, file);
    await userEvent.click(submitButton(context));
    await expect(args.submit).toHaveBeenCalledOnce();
    await expect(args.submit).toHaveBeenCalledWith(file);
    await findDialog('Thank you !');
  },
};

/** The screenshot stays required when a hash is given. */
export const NetworksNoFile: Story = {
  args: { networks: depositNetworks },
  play: async (context) => {
    const { userEvent, args } = context;
    await userEvent.type(hashField(context), tronTxHash);
    await userEvent.click(submitButton(context));
    await findDialog('Please upload a screenshot before submitting.');
    await expect(args.submit).not.toHaveBeenCalled();
  },
};

export const NetworksSubmitting: Story = {
  args: { networks: depositNetworks, submit: fn(() => new Promise<void>(() => {})) },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await upload(context);
    await userEvent.type(hashField(context), tronTxHash);
    await userEvent.click(submitButton(context));
    await expect(submitButton(context)).toHaveAttribute('aria-busy', 'true');
    await expect(hashField(context)).toBeDisabled();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const NarrowNetworks: Story = {
  ...phoneViewport,
  args: { networks: depositNetworks },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.click(canvas.getByRole('radio', { name: 'USDT BEP-20 (BNB Smart Chain)' }));
    await upload(context);
    const address = canvas.getByRole('textbox', {
      name: 'USDT BEP-20 (BNB Smart Chain) deposit address',
    });
    await expect(address.scrollHeight).toBeLessThanOrEqual(address.clientHeight);
    await expect(address.scrollWidth).toBeLessThanOrEqual(address.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const radio of canvas.getAllByRole('radio')) {
      const option = radio.closest('label');
      await expect(option?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NarrowBadHash: Story = {
  ...phoneViewport,
  args: { networks: depositNetworks },
  play: async (context) => {
    const { userEvent } = context;
    await upload(context);
    await userEvent.type(hashField(context), 'abc123');
    await userEvent.click(submitButton(context));
    await expect(hashField(context)).toHaveFocus();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
