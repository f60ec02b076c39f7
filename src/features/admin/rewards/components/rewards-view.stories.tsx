import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import type { ActionOutcome } from '@/features/admin/shared/use-failure-popup';
import { claimedRewards, listOf, longName, rewards } from '@/features/admin/testing/fixtures';
import { RewardsView } from './rewards-view';

const meta = {
  title: 'Admin/Rewards',
  component: RewardsView,
  tags: ['autodocs'],
  args: {
    status: 'unclaimed',
    onStatusChange: fn(),
    list: listOf(rewards),
    onClaim: fn(async (): Promise<ActionOutcome> => 'done'),
  },
} satisfies Meta<typeof RewardsView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unclaimed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rank rewards' })).toBeVisible();
    const table = within(canvas.getByRole('table', { name: 'Rewards to hand over' }));
    await expect(table.getByText('phone')).toBeVisible();
    await expect(table.getAllByText('unclaimed')).toHaveLength(2);
  },
};

export const MarkClaimed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Mark claimed Gold of Anita Sharma' }),
    );
    const found = await screen.findByRole('alertdialog', {
      name: 'Mark Anita Sharma’s Gold reward claimed?',
    });
    await waitFor(() => expect(found).toBeVisible());
    const dialog = within(found);
    await expect(dialog.getByText(/received the phone/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Mark claimed' }));
    await expect(args.onClaim).toHaveBeenCalledWith(rewards[1]);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Anita Sharma’s Gold reward marked Claimed.',
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Claimed: Story = {
  args: { status: 'Claimed', list: listOf(claimedRewards) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^Mark claimed/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('columnheader', { name: 'Claimed' })).toBeVisible();
  },
};

export const Loading: Story = { args: { list: listOf(undefined) } };

export const Empty: Story = {
  args: { list: listOf([]) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No member has reached a rank yet')).toBeVisible();
  },
};

export const AllHandedOver: Story = {
  args: { list: listOf([]), anyClaimed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Every reward has been handed over')).toBeVisible();
  },
};

export const Error: Story = {
  args: { list: listOf(undefined, { error: 'Could not load rank rewards' }) },
};

export const LongText: Story = {
  args: {
    list: listOf([
      {
        member: longName,
        rank: 15,
        rankName: 'Millionaire Club',
        reward: 'SUV or 20 lakhs',
        status: 'unclaimed',
        achievedAt: '2026-03-01T10:00:00.000Z',
        claimedAt: null,
      },
      ...rewards,
    ]),
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
