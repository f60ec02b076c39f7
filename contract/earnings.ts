import { z } from 'zod/mini';
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
  body: z.object({
    userId: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(32)),
  }),
  response: z.object({ weeklyEarnings: z.array(weeklyEarning) }),
});

export const scholarshipReward = z.object({
  _id: z.string(),
  /** `dd/mm/yyyy` (UTC), for the original client, which prints it raw (decisions §15). */
  date: z.string(),
  /** The full timestamp of the month it was credited for: what our own screens read. */
  creditedAt: isoDate,
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
    rewards: z.array(
      z.object({
        mySponsorId: z.string(),
        /**
         * What the original client offers to withdraw as the scholarship balance (decisions §15):
         * scholarships are credited to the wallet, so this is the available wallet balance.
         */
        reward_points: usdt,
        rewards: z.array(scholarshipReward),
      }),
    ),
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
      ranking_details: z.array(
        z.object({
          /** As the original client's rewards table matches it, e.g. `Starter Rank` (decisions §15). */
          rank_name: z.string(),
          /** The spec's name (`Starter`), which our own screens match. */
          name: z.string(),
          /** 1 (Starter) … 15 (King). */
          rank: z.number().check(z.int()),
          status: rankStatus,
        }),
      ),
    }),
  }),
});
