/**
 * Index arithmetic of the Fenwick trees kept per spine (see legTotals in the schema).
 * Positions on a spine are 0-based from its head; Fenwick indices are 1-based.
 */

/** The nodes to add to so that every position < upto gains: O(popcount(upto)). */
export function prefixUpdateNodes(upto: number): number[] {
  const nodes: number[] = [];
  for (let i = upto; i > 0; i -= i & -i) nodes.push(i);
  return nodes;
}

/** The nodes whose sum is the value at a position, for a spine of the given length: O(log length). */
export function pointQueryNodes(position: number, length: number): number[] {
  const nodes: number[] = [];
  for (let i = position + 1; i <= length; i += i & -i) nodes.push(i);
  return nodes;
}
