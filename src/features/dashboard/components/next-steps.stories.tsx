import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import {
  everythingPending,
  longReasons,
  nothingPending,
  pendingDeposits,
  pendingWithdrawals,
  rejectedDeposits,
} from './dashboard.fixtures';
import { NextSteps } from './next-steps';

const meta = {
  title: 'Member/Dashboard/What happens next',
  component: NextSteps,
  tags: ['autodocs'],
  args: { status: everythingPending },
} satisfies Meta<typeof NextSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

const stepsOf = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-slot="next-step"]'));

export const PendingDeposits: Story = {
  args: { status: { ...nothingPending, deposits: { pending: pendingDeposits, rejected: [] } } },
  play: async ({ canvas, canvasElement }) => {
    const [onChain, screenshot] = stepsOf(canvasElement);
    await expect(onChain).toHaveTextContent('Deposit ORD-000214pending');
    await expect(onChain).toHaveTextContent('Bull Starter · 100.00 USDT · sent 12/01/2026');
    await expect(onChain).toHaveTextContent('waiting for 17 more confirmations');
    await expect(onChain).toHaveTextContent('approved once your payment is confirmed on chain');
    await expect(screenshot).toHaveTextContent(
      'Waiting for an operator or admin to check your payment and approve it. No need to pay again.',
    );
    for (const link of canvas.getAllByRole('link', { name: 'My orders' })) {
      await expect(link).toHaveAttribute('href', '/userdashboard/reports');
    }
  },
};

export const RejectedDeposit: Story = {
  args: { status: { ...nothingPending, deposits: { pending: [], rejected: rejectedDeposits } } },
  play: async ({ canvas, canvasElement }) => {
    const [step] = stepsOf(canvasElement);
    await expect(step).toHaveTextContent('Deposit ORD-000198rejected');
    await expect(step).toHaveTextContent(
      'Reason: The screenshot shows a payment of 5 USDT, not 50 USDT.',
    );
    await expect(canvas.getByRole('link', { name: 'Deposit again' })).toHaveAttribute(
      'href',
      '/userdashboard/packages',
    );
  },
};

export const PendingWithdrawal: Story = {
  args: {
    status: {
      ...nothingPending,
      withdrawals: { pending: pendingWithdrawals, onHold: 25, paid: 0 },
    },
  },
  play: async ({ canvas, canvasElement }) => {
    const [step] = stepsOf(canvasElement);
    await expect(step).toHaveTextContent('Withdrawal WD-000031pending');
    await expect(step).toHaveTextContent('25.00 USDT · asked 12/01/2026');
    await expect(step).toHaveTextContent('until an admin pays it to your verified wallet');
    await expect(canvas.getByRole('link', { name: 'E-Wallet' })).toHaveAttribute(
      'href',
      '/userdashboard/ewallet',
    );
  },
};

export const PendingWalletDetails: Story = {
  args: {
    status: {
      ...nothingPending,
      kyc: { status: 'pending', reason: null, walletAddress: 'TKjx7pBA6871kuc5ZGrgShmZPthV2bc1W9' },
    },
  },
  play: async ({ canvasElement }) => {
    const [step] = stepsOf(canvasElement);
    await expect(step).toHaveTextContent('Wallet detailspending');
    await expect(step).toHaveTextContent('TKjx7pBA6871kuc5ZGrgShmZPthV2bc1W9');
    await expect(step).toHaveTextContent('withdrawals open once it is verified');
  },
};

export const RejectedWalletDetails: Story = {
  args: { status: { ...nothingPending, kyc: everythingPending.kyc } },
  play: async ({ canvas, canvasElement }) => {
    const [step] = stepsOf(canvasElement);
    await expect(step).toHaveTextContent(
      'Reason: The Telegram ID does not match the name on the account.',
    );
    await expect(canvas.getByRole('link', { name: 'Resubmit' })).toHaveAttribute(
      'href',
      '/userdashboard/walletdetails',
    );
  },
};

export const EverythingAtOnce: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(stepsOf(canvasElement).map((step) => step.dataset['kind'])).toEqual([
      'pending-deposit',
      'pending-deposit',
      'rejected-deposit',
      'pending-withdrawal',
      'rejected-kyc',
    ]);
    const tx = canvas.getByRole('link', { name: /Transaction 4f1d2c3b/ });
    await expect(tx).toHaveAttribute('target', '_blank');
  },
};

export const LongReasons: Story = {
  args: { status: longReasons },
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector<HTMLElement>('[data-slot="next-steps"]');
    await expect(card?.scrollWidth).toBeLessThanOrEqual(card?.clientWidth ?? 0);
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(stepsOf(canvasElement)).toHaveLength(5);
  },
};

export const NarrowLongReasons: Story = {
  ...phoneViewport,
  args: { status: longReasons },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(
      within(canvasElement)
        .getByText(/Thewalletaddressyousent/)
        .getBoundingClientRect().right,
    ).toBeLessThanOrEqual(window.innerWidth);
  },
};
