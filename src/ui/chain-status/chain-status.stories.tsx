import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { ChainStatus } from './chain-status';

const tronHash = '9f2c4e1ab7d35c08e6f14b2a90d7c3e5f8a1b6d4c2e09f7a3b5d8c1e4f6a2b90';
const bscHash = '0x4be1c3f07a9d2e58b6c1f0a3d7e94b2c85f1a6d3e0b7c9f2a4d6e8b1c3f5a7d9e0';

const meta = {
  title: 'Kit/ChainStatus',
  component: ChainStatus,
  tags: ['autodocs'],
  args: {
    state: 'verified',
    text: 'verified on chain',
    txHash: tronHash,
    href: `https://tronscan.org/#/transaction/${tronHash}`,
  },
} satisfies Meta<typeof ChainStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const link = canvas.getByRole('link', {
      name: `Transaction ${tronHash} on the block explorer (opens in a new tab)`,
    });
    await expect(link).toHaveAttribute('href', args.href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noreferrer noopener');
    await expect(link).toHaveTextContent('9f2c4e1ab7…4f6a2b90');
    await expect(canvas.getByText('verified on chain')).toBeVisible();
    const status = canvasElement.querySelector('[data-slot="chain-status"]');
    await expect(status).toHaveAttribute('data-state', 'verified');
  },
};

export const Waiting: Story = {
  args: {
    state: 'waiting',
    text: 'waiting for 17 more confirmations',
    txHash: bscHash,
    href: `https://bscscan.com/tx/${bscHash}`,
  },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', {
      name: `Transaction ${bscHash} on the block explorer (opens in a new tab)`,
    });
    await expect(link).toHaveAttribute('href', args.href);
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const Mismatch: Story = {
  args: { state: 'mismatch', text: 'our team is checking this payment' },
};

export const Unreachable: Story = {
  args: {
    state: 'unreachable',
    text: 'the chain could not be reached; we will check again shortly',
  },
};

export const Expired: Story = {
  args: { state: 'expired', text: 'not confirmed in time; our team is checking this payment' },
};

/** Every state at once, as a list of payments shows them side by side. */
export const AllStates: Story = {
  render: (args) => (
    <div className="grid gap-4">
      <ChainStatus {...args} state="verified" text="verified on chain" />
      <ChainStatus {...args} state="waiting" text="waiting for 17 more confirmations" />
      <ChainStatus
        {...args}
        state="waiting"
        text="waiting for the transaction to appear on chain"
      />
      <ChainStatus {...args} state="mismatch" text="our team is checking this payment" />
      <ChainStatus
        {...args}
        state="unreachable"
        text="the chain could not be reached; we will check again shortly"
      />
      <ChainStatus
        {...args}
        state="expired"
        text="not confirmed in time; our team is checking this payment"
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
  },
};

/** A staff finding far longer than the member notes, and a hash too short to shorten. */
export const LongText: Story = {
  args: {
    state: 'mismatch',
    text: 'paid 99.00 of 100.00; sent to TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE, which is not our deposit address on this network; hash already used by ORD-000042',
    txHash: 'abc123',
  },
  // As wide as a status cell of a table.
  decorators: [(Story) => <div className="max-w-72">{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveTextContent('abc123');
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  args: LongText.args,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
