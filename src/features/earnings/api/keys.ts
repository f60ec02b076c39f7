import { rankTable } from '@contract/catalogue';
import { ranking, scholarshipRewardsPath, weeklyEarnings } from '@contract/earnings';

/** The rank table, the same for everyone. */
export const rankTableKey = rankTable.path;

export const rankingKey = (sponsorId: string) => [ranking.path, sponsorId] as const;

export const scholarshipRewardsKey = (sponsorId: string) => scholarshipRewardsPath(sponsorId);

export const weeklyEarningsKey = (sponsorId: string) => [weeklyEarnings.path, sponsorId] as const;
