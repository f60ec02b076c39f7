/**
 * The compensation plan (decisions §6, §7): every figure the money rules use, in one place.
 * Percentages are of USDT amounts; points are whole USDT of approved packages.
 */
export const PLAN = {
  /** Direct Affiliate Bonus: of each approved order's price, to the buyer's sponsor if active. */
  directBonusPercent: 10,
  /** Team Affiliate Bonus: of the matched points (1 point = 1 USDT), per period. */
  teamBonusPercent: 10,
  /** TDS withheld from each period's gross bonus. */
  tdsPercent: 5,
  /** Withdrawals: minimum amount and fee, USDT. */
  minimumWithdrawal: 10,
  withdrawalFee: 0,
  /** Wrong unique keys in a row before withdrawals lock until an admin resets the key. */
  uniqueKeyAttempts: 5,
} as const;

export type Rank = { rank: number; name: string; points: number; reward: string };

/** Spec §3: each figure is a step; a rank needs the sum of the steps up to it on both legs. */
export const RANKS: readonly Rank[] = [
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
].map(([name, points, reward], i) => ({
  rank: i + 1,
  name: String(name),
  points: Number(points),
  reward: String(reward),
}));

/** What each leg needs for rank k: the cumulative sum of the steps (Starter 100 … King 1,236,600). */
export const RANK_THRESHOLDS: readonly number[] = RANKS.reduce<number[]>(
  (sums, r) => [...sums, (sums.at(-1) ?? 0) + r.points],
  [],
);

/** The highest rank whose threshold both legs reach, or 0. */
export function rankFor(left: number, right: number): number {
  const weaker = Math.min(left, right);
  let reached = 0;
  for (const [i, threshold] of RANK_THRESHOLDS.entries()) if (weaker >= threshold) reached = i + 1;
  return reached;
}
