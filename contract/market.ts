import { z } from 'zod/mini';
import { endpoint } from './http';

/** One coin of the ticker (spec §3 "Market coin"). */
export const marketCoin = z.object({
  id: z.string(),
  name: z.string(),
  current_price: z.number(),
});
export type MarketCoin = z.infer<typeof marketCoin>;

export const marketCoins = endpoint({
  method: 'GET',
  path: '/api/market/coins',
  body: undefined,
  response: z.array(marketCoin),
});
