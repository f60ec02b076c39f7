import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { ShareButton, telegramShareUrl, whatsAppShareUrl } from './share-button';

const leftLink =
  'https://learn-trade-earn.example/usersignup/verifysponsor?sponsorId=LT4821937&position=left';
const longLink = `${leftLink}&utm_source=whatsapp&utm_campaign=${'spring-enrolment-'.repeat(6)}end`;

/** The browser's Web Share API, as a phone has it (or taken away, as most desktops lack it). */
function webShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  return () => {
    const owned = Object.getOwnPropertyDescriptor(navigator, 'share');
    const ownedCanShare = Object.getOwnPropertyDescriptor(navigator, 'canShare');
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    Object.defineProperty(navigator, 'canShare', {
      value: share ? () => true : undefined,
      configurable: true,
    });
    return () => {
      for (const [key, descriptor] of [
        ['share', owned],
        ['canShare', ownedCanShare],
      ] as const) {
        if (descriptor) Object.defineProperty(navigator, key, descriptor);
        else Reflect.deleteProperty(navigator, key);
      }
    };
  };
}

const sharedOk = fn(async () => undefined);

const meta = {
  title: 'Kit/ShareButton',
  component: ShareButton,
  tags: ['autodocs'],
  args: {
    url: leftLink,
    title: 'Join my team on LEARN-TRADE-EARN',
    text: 'Join my team on LEARN-TRADE-EARN (left team):',
    subject: 'Left Link',
  },
  beforeEach: webShare(undefined),
} satisfies Meta<typeof ShareButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WebShare: Story = {
  beforeEach: webShare(sharedOk),
  play: async ({ canvas, userEvent, args }) => {
    sharedOk.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Share the Left Link' }));
    await expect(sharedOk).toHaveBeenCalledWith({
      url: args.url,
      title: args.title,
      text: args.text,
    });
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const WebShareClosed: Story = {
  beforeEach: webShare(async () => {
    throw new DOMException('Share canceled', 'AbortError');
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share the Left Link' }));
    // Closing the sheet is a choice, not a failure: Share stays.
    await expect(canvas.getByRole('button', { name: 'Share the Left Link' })).toBeVisible();
  },
};

export const WebShareFails: Story = {
  beforeEach: webShare(async () => {
    throw new DOMException('Not allowed', 'NotAllowedError');
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share the Left Link' }));
    await waitFor(() => expect(canvas.getByRole('link', { name: /on WhatsApp/ })).toBeVisible());
  },
};

export const FallbackLinks: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    const whatsApp = canvas.getByRole('link', {
      name: 'Share the Left Link on WhatsApp (opens in a new tab)',
    });
    await expect(whatsApp).toHaveAttribute('href', whatsAppShareUrl(args));
    await expect(whatsApp.getAttribute('href')).toContain(encodeURIComponent(leftLink));
    await expect(whatsApp).toHaveAttribute('target', '_blank');
    await expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');
    const telegram = canvas.getByRole('link', {
      name: 'Share the Left Link on Telegram (opens in a new tab)',
    });
    await expect(telegram).toHaveAttribute('href', telegramShareUrl(args));
    await expect(new URL(telegram.getAttribute('href') ?? '').searchParams.get('url')).toBe(
      leftLink,
    );
  },
};

export const LongLink: Story = {
  args: { url: longLink },
  play: async ({ canvas }) => {
    const href = canvas.getByRole('link', { name: /on Telegram/ }).getAttribute('href') ?? '';
    await expect(new URL(href).searchParams.get('url')).toBe(longLink);
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowWebShare: Story = { ...phoneViewport, beforeEach: webShare(sharedOk) };
