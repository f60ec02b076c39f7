import { marketCoins } from '@contract/market';

/** The ticker's coins. */
export const marketCoinsKey = marketCoins.path;
