import { z } from 'zod/mini';
import { depositNetwork } from './chain';
import { endpoint } from './http';
import { points, usdt } from './money';

/** One package of the catalogue (spec §3, §9): the server is the only source of prices. */
export const packageInfo = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  price: usdt,
  points,
  /** Monthly scholarship percent of the price; 0 for the add-on. */
  scholarshipPercent: z.number(),
  /** For how many months the scholarship runs; null while the member holds the course. */
  scholarshipMonths: z.nullable(z.number().check(z.int())),
  /** Education packages (ids 1-6) activate a member; the monthly subscription does not. */
  education: z.boolean(),
  online: z.boolean(),
  offline: z.boolean(),
});
export type PackageInfo = z.infer<typeof packageInfo>;

export const catalogue = endpoint({
  method: 'GET',
  path: '/api/packages',
  body: undefined,
  response: z.object({
    packages: z.array(packageInfo),
    /** Where members send USDT for a deposit (DEPOSIT_ADDRESS). */
    depositAddress: z.string(),
    /** The networks whose payments are checked on chain; none: screenshots only (decisions §13). */
    networks: z.optional(z.array(depositNetwork)),
  }),
});
export type Catalogue = z.infer<typeof catalogue.response>;

/** One rank of spec §3: `points` is the table's step, `cumulative` what each leg needs (decisions §6). */
export const rankInfo = z.object({
  rank: z.number().check(z.int()),
  name: z.string(),
  points,
  cumulative: points,
  reward: z.string(),
});
export type RankInfo = z.infer<typeof rankInfo>;

export const rankTable = endpoint({
  method: 'GET',
  path: '/api/ranks',
  body: undefined,
  response: z.object({ ranks: z.array(rankInfo) }),
});
