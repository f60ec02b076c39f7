/**
 * The shape of a benchmark network, generated in memory in O(N): members 1..N placed one by one in
 * id order.
 */
export type Shape =
  | { kind: 'random'; members: number }
  | { kind: 'leg'; members: number; leg: number }
  | { kind: 'zigzag'; members: number }
  /** One straight left leg: every member placed at its end (the adversary of decision 0011's B-tree). */
  | { kind: 'path'; members: number };

/** A typed array's value (indices are in range by construction; noUncheckedIndexedAccess). */
export const at = (values: ArrayLike<number>, i: number): number => values[i] ?? 0;

export const LEFT = 1;
export const RIGHT = 2;

/** Members 1..size (1 is the root); arrays are indexed by member id (index 0 unused). */
export type Tree = {
  size: number;
  parent: Int32Array;
  /** 0 for the root, LEFT or RIGHT. */
  side: Uint8Array;
  depth: Int32Array;
};

/** A small fast seeded PRNG (mulberry32): the same seed builds the same network. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function emptyTree(size: number): Tree {
  const n = size + 1;
  return {
    size,
    parent: new Int32Array(n),
    side: new Uint8Array(n),
    depth: new Int32Array(n),
  };
}

/** Hangs member `id` (the next id) below `parent` on `side`, as placeAtExtreme does. */
function attach(t: Tree, id: number, parent: number, side: number) {
  t.parent[id] = parent;
  t.side[id] = side;
  t.depth[id] = at(t.depth, parent) + 1;
}

/** Places members `from`..size each at a uniformly random free slot (swap-remove from the free list). */
function placeAtRandomSlots(t: Tree, from: number, next: () => number) {
  // A slot is parent * 2 + (side - 1); every member below `from` is already placed.
  const taken = new Uint8Array(t.size + 1);
  for (let id = 2; id < from; id++) {
    const p = at(t.parent, id);
    taken[p] = at(taken, p) | at(t.side, id);
  }
  const free = new Float64Array(2 * t.size + 2);
  let count = 0;
  for (let id = 1; id < from; id++) {
    if (!(at(taken, id) & LEFT)) free[count++] = id * 2;
    if (!(at(taken, id) & RIGHT)) free[count++] = id * 2 + 1;
  }
  for (let id = from; id <= t.size; id++) {
    const pick = Math.floor(next() * count);
    const slot = at(free, pick);
    free[pick] = at(free, --count);
    attach(t, id, Math.floor(slot / 2), (slot % 2) + 1);
    free[count++] = id * 2;
    free[count++] = id * 2 + 1;
  }
}

export function buildTree(shape: Shape, seed = 7): Tree {
  const t = emptyTree(shape.members);
  const next = random(seed);
  if (shape.kind === 'zigzag') {
    for (let id = 2; id <= t.size; id++) attach(t, id, id - 1, id % 2 === 0 ? LEFT : RIGHT);
    return t;
  }
  if (shape.kind === 'path') {
    for (let id = 2; id <= t.size; id++) attach(t, id, id - 1, LEFT);
    return t;
  }
  let from = 2;
  if (shape.kind === 'leg') {
    // The extreme-left leg of the root first, then everyone else at random free slots.
    for (; from <= Math.min(shape.leg + 1, t.size); from++) attach(t, from, from - 1, LEFT);
  }
  placeAtRandomSlots(t, from, next);
  return t;
}

export const sideName = (side: number) => (side === LEFT ? 'L' : side === RIGHT ? 'R' : null);
