import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RankRow, RankTable, type RankRowProps } from './rank-row';
import { phoneViewport } from '@/ui/lib/story-viewports';

const meta = {
  title: 'Kit/RankRow',
  component: RankRow,
  tags: ['autodocs'],
  args: { rank: 'Starter', points: 100, reward: 'Mobile cover / USDT', status: 'Claimed' },
  decorators: [
    (Story) => (
      <RankTable caption="Rank & Rewards" className="max-w-3xl">
        {Story()}
      </RankTable>
    ),
  ],
} satisfies Meta<typeof RankRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Claimed: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Rank & Rewards' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Rank',
      'Points',
      'Reward',
      'Status',
    ]);
    await expect(within(table).getByRole('rowheader', { name: 'Starter' })).toBeVisible();
    const badge = canvas.getByText('Claimed').closest('[data-slot="status-badge"]');
    await expect(badge).toHaveAttribute('data-variant', 'accent');
  },
};

export const Unclaimed: Story = {
  args: { rank: 'Master', points: 500, reward: 'Earbuds', status: 'unclaimed' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('unclaimed').closest('[data-slot="status-badge"]');
    await expect(badge).toHaveAttribute('data-variant', 'danger');
  },
};

export const NotAchieved: Story = {
  args: { rank: 'Diamond', points: 25000, reward: 'Luxury watch', status: 'Not Achieved' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: '25,000' })).toBeVisible();
    const badge = canvas.getByText('Not Achieved').closest('[data-slot="status-badge"]');
    await expect(badge).toHaveAttribute('data-variant', 'muted');
  },
};

const ranks: RankRowProps[] = [
  { rank: 'Starter', points: 100, reward: 'Mobile cover / USDT', status: 'Claimed' },
  { rank: 'Master', points: 500, reward: 'Earbuds', status: 'unclaimed' },
  { rank: 'Bronze', points: 1000, reward: 'Wrist watch', status: 'Not Achieved' },
  { rank: 'Silver', points: 2500, reward: 'Android tablet', status: 'Not Achieved' },
  { rank: 'Gold', points: 5000, reward: 'Phone', status: 'Not Achieved' },
  { rank: 'Crystal', points: 7500, reward: 'Laptop', status: 'Not Achieved' },
  { rank: 'Sapphire', points: 10000, reward: 'Gold bracelet', status: 'Not Achieved' },
  { rank: 'Ruby', points: 15000, reward: 'Bike', status: 'Not Achieved' },
  { rank: 'Platinum', points: 20000, reward: 'Motorbike', status: 'Not Achieved' },
  { rank: 'Diamond', points: 25000, reward: 'Luxury watch', status: 'Not Achieved' },
  { rank: 'Black Diamond', points: 50000, reward: 'Car', status: 'Not Achieved' },
  { rank: 'Millionaire Club', points: 100000, reward: 'SUV or 20 lakhs', status: 'Not Achieved' },
  { rank: 'Tycoon', points: 200000, reward: 'Car or 30 lakhs', status: 'Not Achieved' },
  { rank: 'Unicorn', points: 300000, reward: 'Bungalow or 50 lakhs', status: 'Not Achieved' },
  { rank: 'King', points: 500000, reward: 'Luxury car or 1 crore', status: 'Not Achieved' },
];

const rows = (count = ranks.length) => (
  <>
    {ranks.slice(0, count).map((row) => (
      <RankRow key={row.rank} {...row} />
    ))}
  </>
);

export const FullTable: Story = {
  render: () => rows(),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Rank & Rewards' });
    await expect(within(table).getAllByRole('row')).toHaveLength(16);
    await expect(within(table).getByRole('cell', { name: '500,000' })).toBeVisible();
    await expect(within(table).getAllByText('Not Achieved')).toHaveLength(13);
  },
};

export const LongReward: Story = {
  args: {
    rank: 'Millionaire Club',
    points: 100000,
    reward:
      'SUV of the member’s choice delivered to the nearest showroom, or 20 lakhs paid to the registered bank account',
    status: 'unclaimed',
  },
};

export const Narrow: Story = {
  render: () => rows(10),
  ...phoneViewport,
  play: async ({ canvas }) => {
    const scroller = canvas.getByRole('region', { name: 'Rank & Rewards' });
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    scroller.scrollLeft = 120;
    const rank = canvas.getByRole('rowheader', { name: 'Diamond' });
    await expect(rank.getBoundingClientRect().left).toBe(scroller.getBoundingClientRect().left);
  },
};
