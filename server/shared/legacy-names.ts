/**
 * The names the original React client sends and reads (decisions §15), mapped to ours in one
 * place. Nothing here carries a price or an identity: a name only picks a catalogue product or a
 * rank, and the catalogue (./catalogue.ts) prices it.
 */

/**
 * Package names of the original client that are not catalogue names, by catalogue id. Its deposit
 * form sends `signalpack` and `monthly`, an older form `kickstarter`, `bull`, `whales`, `Premium`
 * (spec §9); its billing sends `Premium signal pack` and `Monthly subscription`. The signal pack
 * and the monthly forms are the monthly subscription (id 7): spec §9 prices "anything else" at 25,
 * its price. A Map, not an object: `constructor` or `toString` must not look like a package.
 */
const LEGACY_PACKAGE_IDS: ReadonlyMap<string, number> = new Map([
  ['kickstarter', 1],
  ['bull', 2],
  ['whales', 3],
  ['premium', 4],
  ['signalpack', 7],
  ['monthly', 7],
  ['premium signal pack', 7],
  ['monthly subscription', 7],
]);

/** The catalogue id an original-client name stands for; `key` is lower-cased, single-spaced. */
export const legacyPackageId = (key: string): number | undefined => LEGACY_PACKAGE_IDS.get(key);

/**
 * `/user/ranking` rank names exactly as the original client's rewards table matches them, by rank
 * (decisions §15: lower-case "rank" in three, and `Cryptrade King` for King). Our own screens keep
 * the spec's short names (server/domain/plan.ts).
 */
const LEGACY_RANK_NAMES: readonly string[] = [
  'Starter Rank',
  'Master Rank',
  'Bronze Rank',
  'Silver Rank',
  'Gold Rank',
  'Crystal Rank',
  'Sapphire Rank',
  'Ruby Rank',
  'Platinum Rank',
  'Diamond Rank',
  'Black Diamond Rank',
  'Millionaire Club rank',
  'Tycoon rank',
  'Unicorn rank',
  'Cryptrade King',
];

/** The original client's name of rank `rank` (1 = Starter … 15 = King). */
export function legacyRankName(rank: number): string {
  const name = LEGACY_RANK_NAMES[rank - 1];
  if (!name) throw new Error(`no rank ${rank}`);
  return name;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` (UTC): the operator wallet history's `date`, which that client prints raw. */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** `dd/mm/yyyy` (UTC): the scholarship rows' `date`, which that client prints raw. */
export const ukDay = (at: Date) =>
  `${pad(at.getUTCDate())}/${pad(at.getUTCMonth() + 1)}/${at.getUTCFullYear()}`;
