import type { RankInfo } from '@contract/catalogue';
import type { ScholarshipReward, WeeklyEarning } from '@contract/earnings';

export const weeklyRows: WeeklyEarning[] = [
  {
    _id: 'p3',
    week: '2026-03-02T00:00:00.000Z',
    directSalesBonus: 15,
    teamSalesBonus: 50,
    payoutAmount: 61.75,
  },
  {
    _id: 'p2',
    week: '2026-02-23T00:00:00.000Z',
    directSalesBonus: 10,
    teamSalesBonus: 0,
    payoutAmount: 9.5,
  },
  {
    _id: 'p1',
    week: '2026-02-16T00:00:00.000Z',
    directSalesBonus: 5,
    teamSalesBonus: 100,
    payoutAmount: 99.75,
  },
];

export const bigWeeklyRows: WeeklyEarning[] = [
  {
    _id: 'b2',
    week: '2025-12-29T00:00:00.000Z',
    directSalesBonus: 123_456.785,
    teamSalesBonus: 500_000,
    payoutAmount: 592_283.95,
  },
  {
    _id: 'b1',
    week: '2025-12-22T00:00:00.000Z',
    directSalesBonus: 0.004,
    teamSalesBonus: 0,
    payoutAmount: 0.0038,
  },
];

export const scholarshipRows: ScholarshipReward[] = [
  {
    _id: 's3',
    date: '01/03/2026',
    creditedAt: '2026-03-01T00:00:00.000Z',
    amount: 40,
    status: 'Credited',
    package_name: 'Whales Starter',
  },
  {
    _id: 's2',
    date: '01/02/2026',
    creditedAt: '2026-02-01T00:00:00.000Z',
    amount: 40,
    status: 'Credited',
    package_name: 'Whales Starter',
  },
  {
    _id: 's1',
    date: '01/02/2026',
    creditedAt: '2026-02-01T00:00:00.000Z',
    amount: 5,
    status: 'Credited',
    package_name: 'Bull Starter',
  },
];

export const longScholarshipRows: ScholarshipReward[] = [
  {
    _id: 'l1',
    date: '31/12/2025',
    creditedAt: '2025-12-31T23:30:00.000Z',
    amount: 750,
    status: 'Credited',
    package_name: 'Premium Master Trader Course with Monthly subscription (add-on)',
  },
];

const table: [string, number, string][] = [
  ['Starter', 100, 'mobile cover/USDT'],
  ['Master', 500, 'earbuds'],
  ['Bronze', 1000, 'wrist watch'],
  ['Silver', 2500, 'android tablet'],
  ['Gold', 5000, 'phone'],
  ['Crystal', 7500, 'laptop'],
  ['Sapphire', 10000, 'gold bracelet'],
  ['Ruby', 15000, 'bike'],
  ['Platinum', 20000, 'motorbike'],
  ['Diamond', 25000, 'luxury watch'],
  ['Black Diamond', 50000, 'car'],
  ['Millionaire Club', 100000, 'SUV or 20 lakhs'],
  ['Tycoon', 200000, 'car or 30 lakhs'],
  ['Unicorn', 300000, 'bungalow or 50 lakhs'],
  ['King', 500000, 'luxury car or 1 crore'],
];

/** The 15 ranks of spec §3 as `/api/ranks` answers: step, running total and reward. */
export const ranks: RankInfo[] = table.map(([name, points, reward], index) => ({
  rank: index + 1,
  name,
  points,
  cumulative: table.slice(0, index + 1).reduce((sum, [, step]) => sum + step, 0),
  reward,
}));

/** Starter claimed, Master reached; a later duplicate of Starter must not win. */
export const rankingDetails = [
  { rank_name: 'Starter Rank', name: 'Starter', rank: 1, status: 'Claimed' },
  { rank_name: 'Master Rank', name: 'Master', rank: 2, status: 'unclaimed' },
  { rank_name: 'Starter Rank', name: 'Starter', rank: 1, status: 'unclaimed' },
];
