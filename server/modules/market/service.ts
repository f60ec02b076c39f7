import { z } from 'zod';
import type { MarketCoin } from '../../../contract/market';

export type MarketOptions = { url: string; cacheMs: number; timeoutMs: number };
type Logger = { warn(obj: object, msg: string): void };

/** Spec §7: the query the original client sent, now made by the server. */
export const MARKET_QUERY =
  '/api/v3/coins/markets?vs_currency=usd&order=market_cap_desc&per_page=20&page=1&sparkline=false';

const FAILURE_RETRY_MS = 15_000;

const upstreamCoins = z.array(
  z.object({ id: z.string(), name: z.string(), current_price: z.number().nullable() }).loose(),
);

/**
 * Fetches the top coins from the market-data service, caches them for about a minute and
 * answers an empty list when the upstream fails (the ticker then stays empty, spec §4).
 * Concurrent callers share one upstream request.
 */
export function createMarketService(options: MarketOptions, log: Logger, now = Date.now) {
  let cached: { coins: MarketCoin[]; until: number } | undefined;
  let inFlight: Promise<MarketCoin[]> | undefined;

  async function fetchUpstream(): Promise<MarketCoin[]> {
    const url = new URL(MARKET_QUERY, options.url).toString();
    try {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(options.timeoutMs),
        headers: { accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`upstream answered ${response.status}`);
      const coins = upstreamCoins
        .parse(await response.json())
        .filter((c) => c.current_price !== null)
        .slice(0, 20)
        .map((c) => ({ id: c.id, name: c.name, current_price: c.current_price ?? 0 }));
      cached = { coins, until: now() + options.cacheMs };
      return coins;
    } catch (error) {
      log.warn({ err: error, url }, 'market data fetch failed');
      cached = { coins: [], until: now() + Math.min(FAILURE_RETRY_MS, options.cacheMs) };
      return [];
    }
  }

  return {
    async topCoins(): Promise<MarketCoin[]> {
      if (cached && cached.until > now()) return cached.coins;
      inFlight ??= fetchUpstream().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
}

export type MarketService = ReturnType<typeof createMarketService>;
