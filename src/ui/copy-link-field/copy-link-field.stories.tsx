import type { Meta, StoryObj } from '@storybook/react-vite';
import { QrCode } from 'lucide-react';
import { expect, fn, spyOn, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { CopyLinkField } from './copy-link-field';
import { phoneViewport } from '@/ui/lib/story-viewports';

const leftLink = 'https://learntradeearn.com/signup?sponsor=LT4821937&position=left';

const stubClipboard = (result: 'resolve' | 'reject') => () => {
  const writeText = spyOn(navigator.clipboard, 'writeText');
  if (result === 'resolve') writeText.mockResolvedValue(undefined);
  else writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
  return () => writeText.mockRestore();
};

const meta = {
  title: 'Kit/CopyLinkField',
  component: CopyLinkField,
  tags: ['autodocs'],
  args: { label: 'Left Link', value: leftLink, onCopy: fn() },
  beforeEach: stubClipboard('resolve'),
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CopyLinkField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Left Link' });
    await expect(field).toHaveValue(leftLink);
    await expect(field).toHaveAttribute('readonly');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Left Link' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(leftLink);
    await expect(args.onCopy).toHaveBeenCalledWith(leftLink);
    await expect(canvas.getByRole('button', { name: 'Copied! Left Link' })).toBeVisible();
    await expect(canvas.getByText('Link copied to clipboard')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ReturnsToCopy: Story = {
  args: { copiedDurationMs: 300 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Left Link' }));
    await expect(canvas.getByText('Copied!')).toBeVisible();
    await waitFor(() => expect(canvas.getByText('Copy')).toBeVisible());
    await expect(canvas.queryByText('Copied!')).not.toBeInTheDocument();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const FallbackCopy: Story = {
  beforeEach: () => {
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const execCommand = spyOn(document, 'execCommand').mockReturnValue(true);
    return () => {
      execCommand.mockRestore();
      if (original) Object.defineProperty(navigator, 'clipboard', original);
      else delete (navigator as { clipboard?: Clipboard }).clipboard;
    };
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Left Link' }));
    await expect(document.execCommand).toHaveBeenCalledWith('copy');
    await expect(args.onCopy).toHaveBeenCalledWith(leftLink);
    await expect(canvas.getByText('Copied!')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copied! Left Link' })).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const CopyFailed: Story = {
  beforeEach: () => {
    const restoreClipboard = stubClipboard('reject')();
    const execCommand = spyOn(document, 'execCommand').mockReturnValue(false);
    return () => {
      execCommand.mockRestore();
      restoreClipboard();
    };
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Left Link' }));
    await expect(document.execCommand).toHaveBeenCalledWith('copy');
    await expect(args.onCopy).not.toHaveBeenCalled();
    await expect(canvas.getByRole('textbox', { name: 'Left Link' })).toHaveAccessibleDescription(
      /Could not copy/,
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const LongUrl: Story = {
  args: {
    label: 'Right Link',
    value:
      'https://learntradeearn.com/signup?sponsor=LT4821937000123&position=right&utm_source=dashboard&utm_medium=referral&utm_campaign=whales-master-trader-course-2026',
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Right Link' });
    await expect(field.scrollWidth).toBeGreaterThan(field.clientWidth);
  },
};

export const WithAdornment: Story = {
  args: {
    adornment: (
      <Button variant="secondary" size="icon" aria-label="Show QR code">
        <QrCode />
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Show QR code' })).toBeVisible();
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  args: {
    adornment: (
      <Button variant="secondary" size="icon" aria-label="Show QR code">
        <QrCode />
      </Button>
    ),
  },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const bscAddress = '0x8Ba1f109551bD432803012645Ac136ddd64DBA72';

/** A wallet address shown whole over as many lines as it needs. */
export const Wrap: Story = {
  args: { label: 'USDT BEP-20 (BNB Smart Chain) deposit address', value: bscAddress, wrap: true },
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByRole('textbox', { name: args.label as string });
    await expect(field).toHaveValue(bscAddress);
    await expect(field).toHaveAttribute('readonly');
    await expect(field.scrollHeight).toBeLessThanOrEqual(field.clientHeight);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Copy USDT BEP-20 (BNB Smart Chain) deposit address' }),
    );
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(bscAddress);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NarrowWrap: Story = {
  ...phoneViewport,
  args: Wrap.args,
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: args.label as string });
    await expect(field.scrollHeight).toBeLessThanOrEqual(field.clientHeight);
    await expect(field.scrollWidth).toBeLessThanOrEqual(field.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
