import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import type { ActionOutcome } from '@/features/admin/shared/use-failure-popup';
import { deadLetter, deliveries, deliveryCounts, listOf } from '@/features/admin/testing/fixtures';
import { OutboxView } from './outbox-view';

const meta = {
  title: 'Admin/Outbox',
  component: OutboxView,
  tags: ['autodocs'],
  args: {
    filter: 'all',
    onFilterChange: fn(),
    list: listOf(deliveries),
    counts: deliveryCounts,
    onRetry: fn(async (): Promise<ActionOutcome> => 'done'),
  },
} satisfies Meta<typeof OutboxView>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findDialog(name: string) {
  const dialog = await screen.findByRole('alertdialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

export const All: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    await expect(canvas.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Dead1',
      'Retrying1',
      'Pending1',
      'Sending0',
      'Sent2',
      'All5',
    ]);
    const table = within(canvas.getByRole('table', { name: 'All messages' }));
    await expect(table.getAllByRole('row')).toHaveLength(6);
    await expect(table.getAllByRole('button', { name: /^Retry / })).toHaveLength(2);
    await expect(table.getByText('403 Forbidden: bot was blocked by the user')).toBeVisible();
  },
};

export const Dead: Story = {
  args: { filter: 'dead', list: listOf(deliveries.filter((d) => d.state === 'dead')) },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Dead 1' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Sent 2' }));
    await expect(args.onFilterChange).toHaveBeenCalledWith('sent');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const RetryConfirmed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Retry Withdrawal paid to 5129384756' }),
    );
    const dialog = await findDialog('Send “Withdrawal paid” again?');
    await expect(
      dialog.getByText('It goes to 5129384756 by Telegram now, with its attempts counted afresh.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledWith(deadLetter);
    await expect(
      await canvas.findByText('“Withdrawal paid” to 5129384756 will be sent again.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(
        canvas.getByRole('button', { name: 'Retry Withdrawal paid to 5129384756' }),
      ).toHaveFocus(),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const RetryDialog: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Retry Wallet details rejected to a***@example.com' }),
    );
    await findDialog('Send “Wallet details rejected” again?');
  },
};

export const Loading: Story = { args: { list: listOf(undefined), counts: undefined } };

export const Empty: Story = {
  args: { filter: 'dead', list: listOf([]), counts: { ...deliveryCounts, dead: 0 } },
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'Dead messages' }));
    await expect(
      table.getByText('No dead letters: every message was delivered or is still being tried'),
    ).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { list: listOf(undefined, { error: 'Could not load the outbox' }), counts: undefined },
};

export const LongText: Story = {
  args: {
    list: listOf([
      {
        ...deadLetter,
        _id: 'd10',
        recipient: 'v***@example-long-domain-of-a-member.com',
        title: 'Rank reached: Millionaire Club',
        kind: 'rank_reached',
        lastError:
          '550 5.1.1 The email account that you tried to reach does not exist. Please try double-checking the recipient’s email address for typos or unnecessary spaces.',
      },
      ...deliveries,
    ]),
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  args: LongText.args,
  play: async ({ canvas }) => {
    const cards = canvas.getByRole('list', { name: 'All messages' });
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(6);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowRetry: Story = {
  ...phoneViewport,
  play: async ({ canvas, userEvent }) => {
    const cards = canvas.getByRole('list', { name: 'All messages' });
    await userEvent.click(
      within(cards).getByRole('button', { name: 'Retry Withdrawal paid to 5129384756' }),
    );
    await findDialog('Send “Withdrawal paid” again?');
  },
};
