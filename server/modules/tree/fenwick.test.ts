import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pointQueryNodes, prefixUpdateNodes } from './fenwick';

describe('spine Fenwick arithmetic', () => {
  it('reads at every position exactly the sum of the updates that cover it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 300 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 1000 })), { maxLength: 40 }),
        (length, rawUpdates) => {
          const tree = new Map<number, number>();
          const naive = new Array<number>(length).fill(0);
          for (const [rawUpto, amount] of rawUpdates) {
            const upto = rawUpto % (length + 1);
            for (const node of prefixUpdateNodes(upto))
              tree.set(node, (tree.get(node) ?? 0) + amount);
            for (let p = 0; p < upto; p++) naive[p] = (naive[p] ?? 0) + amount;
          }
          for (let p = 0; p < length; p++) {
            const read = pointQueryNodes(p, length).reduce((sum, n) => sum + (tree.get(n) ?? 0), 0);
            expect(read).toBe(naive[p]);
          }
        },
      ),
    );
  });

  it('touches O(log n) nodes on a spine 200,000 long', () => {
    expect(prefixUpdateNodes(199_999).length).toBeLessThanOrEqual(18);
    expect(pointQueryNodes(0, 200_000).length).toBeLessThanOrEqual(19);
  });
});
