/**
 * Our deep-leg operations in-process through the application's service functions, each in a
 * transaction that is rolled back (as the baseline's are), several times: the median is reported.
 */
import type { Database } from '../server/db/client';

import { packageById, priceMicro } from '../server/modules/catalogue/catalogue';
import { applyApprovedOrder } from '../server/modules/tree/points';
import { placeAtExtreme } from '../server/modules/tree/placement';
import { rolledBack } from '../server/db/raw';

export type Repeated = { median: number; min: number; max: number; iterations: number };

export function summarize(seconds: number[]): Repeated {
  const sorted = [...seconds].sort((a, b) => a - b);
  return {
    median: sorted[Math.floor(sorted.length / 2)] ?? 0,
    min: sorted[0] ?? 0,
    max: sorted.at(-1) ?? 0,
    iterations: sorted.length,
  };
}

async function repeat(iterations: number, budgetSeconds: number, once: () => Promise<void>) {
  const seconds: number[] = [];
  const until = performance.now() + budgetSeconds * 1000;
  for (let i = 0; i < iterations && (i === 0 || performance.now() < until); i++) {
    const started = performance.now();
    await once();
    seconds.push((performance.now() - started) / 1000);
  }
  return summarize(seconds);
}

/** applyApprovedOrder for one buyer (the Whales Starter package). */
export function ourApproval(db: Database, buyerId: number, iterations: number, budget: number) {
  const pkg = packageById(3);
  return repeat(iterations, budget, () =>
    rolledBack(db, (tx) =>
      applyApprovedOrder(tx, {
        memberId: buyerId,
        packageId: pkg.id,
        points: pkg.price,
        priceMicro: priceMicro(pkg),
      }),
    ),
  );
}

/** placeAtExtreme at the end of the left leg of `underId` (the registration's placement). */
export function ourPlacement(db: Database, underId: number, iterations: number, budget: number) {
  let n = 0;
  return repeat(iterations, budget, async () => {
    n++;
    await rolledBack(db, (tx) =>
      placeAtExtreme(tx, underId, 'L', {
        name: `Bench Placement ${n}`,
        mobileNumber: '7000000000',
        email: `placement-${n}@example.com`,
        passwordHash: 'x',
        uniqueKeyHash: 'x',
        sponsorId: underId,
      }),
    );
  });
}
