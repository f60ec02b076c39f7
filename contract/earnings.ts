import { z } from 'zod';
import { sponsorCode } from './auth';
import { endpoint } from './http';
import { isoDate, usdt } from './money';

/** One weekly payout row (spec §3). */
export const weeklyEarning = z.object({
  _id: z.string(),
  week: isoDate,
  directSalesBonus: usdt,
  teamSalesBonus: usdt,
  /** Net of TDS. */
  payoutAmount: usdt,
});
export type WeeklyEarning = z.infer<typeof weeklyEarning>;

/** `userId` is the member's `_id` or sponsor ID; it must be the caller. */
export const weeklyEarnings = endpoint({
  method: 'POST',
  path: '/payout/weekly-earnings',
  body: z.object({ userId: z.string().trim().min(1, 'is required').max(32) }),
  response: z.object({ weeklyEarnings: z.array(weeklyEarning) }),
});

export const scholarshipReward = z.object({
  _id: z.string(),
  date: isoDate,
  amount: usdt,
  status: z.string(),
  package_name: z.string(),
});
export type ScholarshipReward = z.infer<typeof scholarshipReward>;

export const scholarshipRewardsPath = (sponsorId: string) =>
  `/user/rewards/${encodeURIComponent(sponsorId)}`;

/** The original client reads the first entry's `rewards` list (spec §7). */
export const scholarshipRewards = endpoint({
  method: 'GET',
  path: '/user/rewards/:sponsorId',
  body: undefined,
  response: z.object({
    rewards: z.array(z.object({ mySponsorId: z.string(), rewards: z.array(scholarshipReward) })),
  }),
});

export const rankStatus = z.enum(['Claimed', 'unclaimed']);

export const ranking = endpoint({
  method: 'POST',
  path: '/user/ranking',
  body: z.object({ mysponsorid: sponsorCode }),
  response: z.object({
    message: z.string(),
    userRank: z.object({
      ranking_details: z.array(z.object({ rank_name: z.string(), status: rankStatus })),
    }),
  }),
});
