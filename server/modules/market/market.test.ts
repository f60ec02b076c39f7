import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMarketService, MARKET_QUERY } from './service';
import { sampleCoins, startFakeUpstream, type FakeResponse } from '../../test/fake-upstream';
import { createTestApp, engine, type TestApp } from '../../test/harness';

const silent = { warn: () => undefined };

describe(`GET /api/market/coins (${engine})`, () => {
  let answer: FakeResponse = { status: 200, body: sampleCoins() };
  let upstream: Awaited<ReturnType<typeof startFakeUpstream>>;
  let t: TestApp;
  let clock = 1_000_000;

  beforeAll(async () => {
    upstream = await startFakeUpstream(() => answer);
    const market = createMarketService(
      { url: upstream.url, cacheMs: 60_000, timeoutMs: 300 },
      silent,
      () => clock,
    );
    t = await createTestApp({ market });
  });
  afterAll(async () => {
    await t.close();
    await upstream.close();
  });
  afterEach(() => {
    clock += 120_000;
  });

  it('sends the spec query upstream and answers id, name and current_price of 20 coins', async () => {
    answer = { status: 200, body: sampleCoins(25) };
    const res = await t.app.inject({ method: 'GET', url: '/api/market/coins' });
    expect(res.statusCode).toBe(200);
    const coins = res.json();
    expect(coins).toHaveLength(20);
    expect(coins[0]).toEqual({ id: 'coin-1', name: 'Coin 1', current_price: 97123.45 });
    expect(Object.keys(coins[1]).sort()).toEqual(['current_price', 'id', 'name']);
    expect(upstream.requests.at(-1)).toBe(MARKET_QUERY);
  });

  it('serves from its cache for about a minute', async () => {
    answer = { status: 200, body: sampleCoins(3) };
    const before = upstream.requests.length;
    await t.app.inject({ method: 'GET', url: '/api/market/coins' });
    clock += 30_000;
    const again = await t.app.inject({ method: 'GET', url: '/api/market/coins' });
    expect(again.json()).toHaveLength(3);
    expect(upstream.requests.length).toBe(before + 1);
    clock += 31_000;
    await t.app.inject({ method: 'GET', url: '/api/market/coins' });
    expect(upstream.requests.length).toBe(before + 2);
  });

  it('answers an empty list when the upstream fails', async () => {
    answer = { status: 503, body: { error: 'busy' } };
    const res = await t.app.inject({ method: 'GET', url: '/api/market/coins' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('answers an empty list when the upstream sends something unexpected', async () => {
    answer = { status: 200, body: { not: 'a list' } };
    const res = await t.app.inject({ method: 'GET', url: '/api/market/coins' });
    expect(res.json()).toEqual([]);
  });

  it('gives up on a slow upstream after its timeout', async () => {
    answer = { status: 200, body: sampleCoins(), delayMs: 2_000 };
    const started = Date.now();
    const res = await t.app.inject({ method: 'GET', url: '/api/market/coins' });
    expect(res.json()).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1_900);
  });

  it('shares one upstream request between concurrent callers', async () => {
    answer = { status: 200, body: sampleCoins(5), delayMs: 50 };
    const before = upstream.requests.length;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => t.app.inject({ method: 'GET', url: '/api/market/coins' })),
    );
    expect(results.every((r) => r.json().length === 5)).toBe(true);
    expect(upstream.requests.length).toBe(before + 1);
  });
});

describe('unknown paths', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope'],
    ['GET', '/user/unknown'],
    ['POST', '/order/whatever'],
  ] as const)('%s %s answers 404 JSON', async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'Not Found' });
  });
});
