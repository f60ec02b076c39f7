import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { rankingDetails, ranks, scholarshipRows, weeklyRows } from './components/earnings.fixtures';
import { Rewards } from './rewards';
import { Scholarship } from './scholarship';
import {
  callsTo,
  fail,
  MemberFrame,
  mockApi,
  ok,
  type Api,
  type Reply,
} from '@/lib/testing/member-api';
import { WeeklyPayout } from './weekly-payout';

type Scenario = { payouts?: Reply; rewards?: Reply; ranks?: Reply; ranking?: Reply };

function earningsApi(scenario: Scenario = {}) {
  return (): Api => ({
    '/payout/weekly-earnings': () => scenario.payouts ?? ok({ weeklyEarnings: weeklyRows }),
    '/user/rewards/LT4821937': () =>
      scenario.rewards ??
      ok({
        rewards: [
          { mySponsorId: 'LT4821937', reward_points: 85, rewards: scholarshipRows },
          { mySponsorId: 'LT4821937', reward_points: 85, rewards: [] },
        ],
      }),
    '/api/ranks': () => scenario.ranks ?? ok({ ranks }),
    '/user/ranking': () =>
      scenario.ranking ??
      ok({ message: 'Ranks found', userRank: { ranking_details: rankingDetails } }),
  });
}

/** The earnings pages, as the app routes them, with their containers running against a mocked API. */
function EarningsRoutes({ path }: { path: string }) {
  return (
    <MemberFrame path={path}>
      <Routes>
        <Route path="/userdashboard/weeklypayout" element={<WeeklyPayout />} />
        <Route path="/userdashboard/scholarship" element={<Scholarship />} />
        <Route path="/userdashboard/rewards" element={<Rewards />} />
      </Routes>
    </MemberFrame>
  );
}

const meta = {
  title: 'Member/EarningsPages',
  component: EarningsRoutes,
  tags: ['autodocs'],
  args: { path: '/userdashboard/weeklypayout' },
  beforeEach: mockApi(earningsApi()),
} satisfies Meta<typeof EarningsRoutes>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WeeklyPayouts: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Weekly payout' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('rowheader', { name: '02/03/2026' })).toBeVisible();
    await expect(callsTo('/payout/weekly-earnings')).toEqual([
      { method: 'POST', path: '/payout/weekly-earnings', body: { userId: 'LT4821937' } },
    ]);
  },
};

export const WeeklyPayoutsFailure: Story = {
  beforeEach: mockApi(earningsApi({ payouts: fail(403, 'You can only view your own payouts') })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You can only view your own payouts',
    );
  },
};

export const WeeklyPayoutsFailureWithoutMessage: Story = {
  beforeEach: mockApi(earningsApi({ payouts: fail(500) })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to fetch payouts');
  },
};

export const WeeklyPayoutsEmpty: Story = {
  beforeEach: mockApi(earningsApi({ payouts: ok({ weeklyEarnings: [] }) })),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Weekly payouts' });
    await expect(await within(table).findByText('No payouts available')).toBeVisible();
  },
};

export const ScholarshipPayments: Story = {
  args: { path: '/userdashboard/scholarship' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'All Scholarship' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    await expect(callsTo('/user/rewards/LT4821937')[0]?.method).toBe('GET');
  },
};

export const ScholarshipFailure: Story = {
  args: { path: '/userdashboard/scholarship' },
  beforeEach: mockApi(earningsApi({ rewards: fail(500, 'database unavailable') })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load rewards');
  },
};

export const ScholarshipEmpty: Story = {
  args: { path: '/userdashboard/scholarship' },
  beforeEach: mockApi(earningsApi({ rewards: ok({ rewards: [] }) })),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'All Scholarship' });
    await expect(await within(table).findByText('No Scholarship available')).toBeVisible();
  },
};

export const RankAndRewards: Story = {
  args: { path: '/userdashboard/rewards' },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'Rank & Rewards' });
    await waitFor(() => expect(within(table).getByText('Claimed')).toBeVisible());
    await expect(within(table).getByText('unclaimed')).toBeVisible();
    await expect(callsTo('/user/ranking')).toEqual([
      { method: 'POST', path: '/user/ranking', body: { mysponsorid: 'LT4821937' } },
    ]);
  },
};

export const RankAndRewardsNoRank: Story = {
  args: { path: '/userdashboard/rewards' },
  beforeEach: mockApi(
    earningsApi({
      ranking: ok({ message: 'No rank achieved yet', userRank: { ranking_details: [] } }),
    }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No rank achieved yet')).toBeVisible();
  },
};

export const RankAndRewardsFailure: Story = {
  args: { path: '/userdashboard/rewards' },
  beforeEach: mockApi(earningsApi({ ranks: fail(500) })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load ranks');
  },
};

export const NarrowWeeklyPayouts: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    const cards = await canvas.findByRole('list', { name: 'Weekly payouts' });
    await expect(await within(cards).findByText('02/03/2026')).toBeVisible();
  },
};

export const NarrowRankAndRewards: Story = {
  ...phoneViewport,
  args: { path: '/userdashboard/rewards' },
  play: async ({ canvas }) => {
    const cards = await canvas.findByRole('list', { name: 'Rank & Rewards' });
    await expect(await within(cards).findByText('unclaimed')).toBeVisible();
  },
};
