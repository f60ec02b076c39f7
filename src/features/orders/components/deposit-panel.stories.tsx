import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, waitFor, within } from 'storybook/test';
import { ApiError } from '@/lib/api';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { DepositPanel } from './deposit-panel';
import {
  depositAddress,
  largeScreenshotFile,
  packageById,
  screenshotFile,
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
