import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { createTestApp, engine, type TestApp } from '../test/harness';
import { routeCatalog, type Entry } from '../test/route-catalog';
import { buildWorld, CALLERS, type World } from '../test/world';

/**
 * README "Security" (authorization matrix): every route called as nobody, member A, member B (outside A's line), A's upline, an
 * operator and an admin, with A's IDs in bodies and paths; each cell's status is asserted, and a
 * route the server serves without a row here fails the test.
 */
describe(`the authorization matrix (${engine})`, () => {
  let t: TestApp;
  let world: World;
  let catalog: Record<string, Entry>;

  beforeAll(async () => {
    t = await createTestApp();
    world = await buildWorld(t);
    catalog = routeCatalog(t);
  }, 60_000);
  afterAll(() => t.close());

  it('has a row for every route the server serves, and none for routes it does not', () => {
    expect(Object.keys(catalog).sort()).toEqual([...t.app.routeTable].sort());
  });

  it('answers every caller of every route as the matrix says', async () => {
    const failures: string[] = [];
    for (const [route, entry] of Object.entries(catalog)) {
      for (const caller of CALLERS) {
        const { headers, ...request } = await entry.request(world, caller);
        const res = await t.app.inject({
          ...request,
          headers: { ...headers, ...world.headersOf(caller) },
        });
        if (res.statusCode !== entry.expect[caller]) {
          failures.push(
            `${route} as ${caller}: ${res.statusCode} (expected ${entry.expect[caller]}) ${res.body.slice(0, 120)}`,
          );
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
