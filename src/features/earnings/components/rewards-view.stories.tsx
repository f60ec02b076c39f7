import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { rankingDetails, ranks } from './earnings.fixtures';
import { NO_RANK, RANKING_FAILURE, RANKS_FAILURE, RewardsView } from './rewards-view';

const meta = {
  title: 'Member/Rewards',
  component: RewardsView,
  tags: ['autodocs'],
  args: { ranks, rankingDetails },
} satisfies Meta<typeof RewardsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const statusOf = (row: HTMLElement) =>
  row.querySelector('[data-slot="status-badge"]')?.getAttribute('data-variant');

export const Achieved: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Rank & Rewards' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(16);
    const starter = rows[1] as HTMLElement;
    // The first occurrence of Starter (Claimed) wins over the later duplicate.
    await expect(within(starter).getByText('Claimed')).toBeVisible();
    await expect(statusOf(starter)).toBe('accent');
    const master = rows[2] as HTMLElement;
    await expect(within(master).getByRole('rowheader')).toHaveTextContent('Master');
    await expect(within(master).getByText('unclaimed')).toBeVisible();
    await expect(statusOf(master)).toBe('danger');
    await expect(within(master).getByRole('cell', { name: '500' })).toBeVisible();
    await expect(within(master).getByText(/Each leg/)).toHaveTextContent('Each leg: 600 points');
    const king = rows[15] as HTMLElement;
    await expect(within(king).getByText('Not Achieved')).toBeVisible();
    await expect(within(king).getByRole('cell', { name: '500,000' })).toBeVisible();
    await expect(within(king).getByText(/Each leg/)).toHaveTextContent(
      'Each leg: 1,236,600 points',
    );
    await expect(within(table).getAllByText('Not Achieved')).toHaveLength(13);
    await expect(canvas.queryByText(NO_RANK)).not.toBeInTheDocument();
  },
};

export const NoRankYet: Story = {
  args: { rankingDetails: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No rank achieved yet');
    await expect(
      within(canvas.getByRole('table', { name: 'Rank & Rewards' })).getAllByText('Not Achieved'),
    ).toHaveLength(15);
  },
};

export const Loading: Story = {
  args: { ranks: undefined, rankingDetails: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Rank & Rewards' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.queryByText(NO_RANK)).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { ranks: undefined, rankingDetails: undefined, error: RANKS_FAILURE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load ranks');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const RankingError: Story = {
  args: { rankingDetails: undefined, rankingError: RANKING_FAILURE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load your rank status');
    await expect(canvas.getByRole('table', { name: 'Rank & Rewards' })).toBeVisible();
    await expect(canvas.queryByText(NO_RANK)).not.toBeInTheDocument();
  },
};

export const AllClaimed: Story = {
  args: {
    rankingDetails: ranks.map((rank) => ({
      rank_name: `${rank.name} Rank`,
      name: rank.name,
      rank: rank.rank,
      status: 'Claimed',
    })),
  },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('table', { name: 'Rank & Rewards' })).getAllByText('Claimed'),
    ).toHaveLength(15);
  },
};

/** On a phone each rank is a card: the member's status first, points and reward under the rank. */
export const Narrow: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    const cards = within(canvas.getByRole('list', { name: 'Rank & Rewards' })).getAllByRole(
      'listitem',
    );
    await expect(cards).toHaveLength(15);
    const master = within(cards[1] as HTMLElement);
    const status = master.getByText('unclaimed');
    await expect(status).toBeVisible();
    await expect(status.getBoundingClientRect().top).toBeLessThan(
      master.getByText('Master').getBoundingClientRect().top,
    );
    await expect(master.getByText('Points')).toBeVisible();
    await expect(master.getByText(/Each leg/)).toHaveTextContent('Each leg: 600 points');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowLoading: Story = {
  ...phoneViewport,
  args: { ranks: undefined, rankingDetails: undefined, loading: true },
};

export const NarrowNoRankYet: Story = { ...phoneViewport, args: { rankingDetails: [] } };
