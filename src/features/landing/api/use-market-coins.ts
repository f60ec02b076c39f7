import useSWR from 'swr';
import { marketCoins, type MarketCoin } from '@contract/market';
import { callApi } from '@/lib/api';
import { marketCoinsKey } from './keys';

const NO_COINS: MarketCoin[] = [];

/** The ticker's coins; empty until they arrive and empty when the fetch fails (spec §4, §8). */
export function useMarketCoins(): MarketCoin[] {
  const { data } = useSWR(marketCoinsKey, () => callApi(marketCoins), {
    refreshInterval: 60_000,
    onError: (error: unknown) => console.error('Failed to fetch market prices', error),
  });
  return data ?? NO_COINS;
}
