import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, waitFor } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { QrCode, QrDownloadButton } from './qr-code';

const meta = {
  title: 'Kit/QrCode',
  component: QrCode,
  tags: ['autodocs'],
  args: {
    value:
      'https://learn-trade-earn.example/usersignup/verifysponsor?sponsorId=LT4821937&position=left',
    label: 'QR code of the Left Link',
  },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const code = canvas.getByRole('img', { name: 'QR code of the Left Link' });
    await expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-end gap-4">
      <QrCode {...args} size="sm" label="Small QR code" />
      <QrCode {...args} size="md" label="Medium QR code" />
      <QrCode {...args} size="lg" label="Large QR code" />
    </div>
  ),
};

export const WalletAddress: Story = {
  args: { value: 'TXo1LteDemoDepositAddressK7QXM2PA9', label: 'QR code of the deposit address' },
};

export const LongText: Story = {
  args: {
    value: 'https://learn-trade-earn.example/'.padEnd(600, 'x'),
    label: 'QR code of a very long link',
  },
};

export const Narrow: Story = { ...phoneViewport, args: { size: 'lg' } };

export const Download: Story = {
  render: (args) => (
    <div className="grid justify-items-center gap-1">
      <QrCode {...args} size="sm" />
      <QrDownloadButton value={args.value} fileName="referral-left.png" subject={args.label} />
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    const clicked = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const created = spyOn(URL, 'createObjectURL');
    try {
      await userEvent.click(
        canvas.getByRole('button', { name: 'Download QR code of the Left Link as a PNG' }),
      );
      await waitFor(() => expect(clicked).toHaveBeenCalledOnce());
      const link = clicked.mock.contexts[0] as HTMLAnchorElement;
      await expect(link.download).toBe('referral-left.png');
      const png = created.mock.calls[0]?.[0] as Blob;
      await expect(png.type).toBe('image/png');
      await expect(png.size).toBeGreaterThan(100);
    } finally {
      clicked.mockRestore();
      created.mockRestore();
    }
  },
};
