/**
 * Benchmark networks generated in memory, in O(N): the orders, the spines, the Fenwick leg totals and
 * every counter the application keeps, exactly as placing the members one by one (in id order) and
 * approving their orders one by one (in order-sequence order) would have left them.
 */
import { packageById, priceMicro } from '../server/modules/catalogue/catalogue';
import { percentOf } from '../server/shared/money';
import { PLAN } from '../server/shared/plan';
import { at, buildTree, LEFT, random, RIGHT, type Shape, type Tree } from './tree';

export type Order = { memberId: number; packageId: number; points: number; priceMicro: number };

/**
 * About a third of the members (never the company root) buy one package: an education package
 * 1-6, or the monthly add-on (7) one time in ten. The array order is the approval order.
 */
export function drawOrders(t: Tree, seed = 11, share = 1 / 3): Order[] {
  const next = random(seed);
  const orders: Order[] = [];
  for (let id = 2; id <= t.size; id++) {
    if (next() >= share) continue;
    const packageId = next() < 0.1 ? 7 : 1 + Math.floor(next() * 6);
    const pkg = packageById(packageId);
    orders.push({ memberId: id, packageId, points: pkg.price, priceMicro: priceMicro(pkg) });
  }
  for (let i = orders.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    const swap = orders[i];
    if (swap && orders[j]) [orders[i], orders[j]] = [orders[j], swap];
  }
  return orders;
}

/** member_points and members.is_active as approving `orders` in sequence leaves them. */
export type Counters = {
  personal: Float64Array;
  directLeft: Float64Array;
  directRight: Float64Array;
  openDirectBonus: Float64Array;
  capMicro: Float64Array;
  /** 0 when none. */
  currentPackage: Uint8Array;
  active: Uint8Array;
};

export function countersOf(t: Tree, orders: Order[]): Counters {
  const n = t.size + 1;
  const c: Counters = {
    personal: new Float64Array(n),
    directLeft: new Float64Array(n),
    directRight: new Float64Array(n),
    openDirectBonus: new Float64Array(n),
    capMicro: new Float64Array(n),
    currentPackage: new Uint8Array(n),
    active: new Uint8Array(n),
  };
  for (const o of orders) {
    const education = packageById(o.packageId).education;
    // The sponsor (the parent: sponsor_side is the side) earns the bonus when active before this order.
    const sponsor = at(t.parent, o.memberId);
    if (sponsor !== 0) {
      const direct = t.side[o.memberId] === LEFT ? c.directLeft : c.directRight;
      direct[sponsor] = at(direct, sponsor) + o.points;
      if (c.active[sponsor]) {
        c.openDirectBonus[sponsor] =
          at(c.openDirectBonus, sponsor) + percentOf(o.priceMicro, PLAN.directBonusPercent);
      }
    }
    c.personal[o.memberId] = at(c.personal, o.memberId) + o.points;
    if (education) {
      c.capMicro[o.memberId] = Math.max(at(c.capMicro, o.memberId), o.priceMicro);
      c.currentPackage[o.memberId] = o.packageId;
      c.active[o.memberId] = 1;
    }
  }
  return c;
}

/** One spine (head, side): its members by position. */
type SpineIndex = { offset: Int32Array; length: Int32Array; members: Int32Array };

function spineIndex(t: Tree, side: number): SpineIndex {
  const head = side === LEFT ? t.leftHead : t.rightHead;
  const pos = side === LEFT ? t.leftPos : t.rightPos;
  const length = new Int32Array(t.size + 1);
  for (let id = 1; id <= t.size; id++) {
    const h = at(head, id);
    length[h] = Math.max(at(length, h), at(pos, id) + 1);
  }
  const offset = new Int32Array(t.size + 2);
  for (let id = 1; id <= t.size; id++) offset[id + 1] = at(offset, id) + at(length, id);
  const members = new Int32Array(t.size);
  for (let id = 1; id <= t.size; id++) members[at(offset, at(head, id)) + at(pos, id)] = id;
  return { offset, length, members };
}

/** spines(head_id, side, tail_id, length): one per member and side it heads. */
export type SpineRows = {
  head: Int32Array;
  side: Uint8Array;
  tail: Int32Array;
  length: Int32Array;
};
/** leg_totals(spine_head, side, idx, members, points). */
export type FenwickRows = {
  head: Int32Array;
  side: Uint8Array;
  idx: Int32Array;
  members: Int32Array;
  points: Float64Array;
};
/** team_deltas of the open period, summed per (spine_head, side, upto). */
export type DeltaRows = {
  head: Int32Array;
  side: Uint8Array;
  upto: Int32Array;
  points: Float64Array;
};

export type Network = {
  shape: Shape;
  tree: Tree;
  orders: Order[];
  counters: Counters;
  spines: SpineRows;
  fenwick: FenwickRows;
  deltas: DeltaRows;
  /** Subtree points (all-time team points below and including each member). */
  subtreePoints: Float64Array;
  /** How many team_deltas rows the application itself writes for these orders (one per run). */
  appDeltaRows: number;
  maxDepth: number;
};

/**
 * Everything the application keeps per spine, in O(N): with subtree sizes and points computed
 * bottom-up, the leg value at position j of a spine is the subtree of the member at j + 1; the
 * Fenwick scheme is "prefix add, point query", so D(u) = value(u - 1) - value(u) and node i holds
 * the sum of D over [i, i + lowbit(i) - 1].
 */
export function buildNetwork(shape: Shape, seed = 7): Network {
  const tree = buildTree(shape, seed);
  const orders = drawOrders(tree, seed + 4);
  const counters = countersOf(tree, orders);
  const n = tree.size + 1;
  const size = new Int32Array(n);
  const pts = new Float64Array(n);
  for (const o of orders) pts[o.memberId] = at(pts, o.memberId) + o.points;
  for (let id = tree.size; id >= 1; id--) {
    size[id] = at(size, id) + 1;
    const p = at(tree.parent, id);
    if (p) {
      size[p] = at(size, p) + at(size, id);
      pts[p] = at(pts, p) + at(pts, id);
    }
  }

  const spines = spineRows(tree);
  const fenwick: FenwickRows = {
    head: new Int32Array(tree.size),
    side: new Uint8Array(tree.size),
    idx: new Int32Array(tree.size),
    members: new Int32Array(tree.size),
    points: new Float64Array(tree.size),
  };
  const deltas: DeltaRows = {
    head: new Int32Array(tree.size),
    side: new Uint8Array(tree.size),
    upto: new Int32Array(tree.size),
    points: new Float64Array(tree.size),
  };
  let fenwickCount = 0;
  let deltaCount = 0;
  const prefixMembers = new Float64Array(tree.size + 1);
  const prefixPoints = new Float64Array(tree.size + 1);
  for (const side of [LEFT, RIGHT]) {
    const index = spineIndex(tree, side);
    for (let head = 1; head <= tree.size; head++) {
      const length = at(index.length, head);
      if (length < 2) continue;
      const start = at(index.offset, head);
      const memberAt = (j: number) => (j < length ? at(index.members, start + j) : 0);
      // prefix[u] = sum of D(1..u) for u = 1..length - 1.
      for (let u = 1; u < length; u++) {
        const m = memberAt(u);
        const below = memberAt(u + 1);
        const dMembers = at(size, m) - (below ? at(size, below) : 0);
        const dPoints = at(pts, m) - (below ? at(pts, below) : 0);
        prefixMembers[u] = at(prefixMembers, u - 1) + dMembers;
        prefixPoints[u] = at(prefixPoints, u - 1) + dPoints;
        if (dPoints !== 0) {
          deltas.head[deltaCount] = head;
          deltas.side[deltaCount] = side;
          deltas.upto[deltaCount] = u;
          deltas.points[deltaCount++] = dPoints;
        }
      }
      for (let i = 1; i < length; i++) {
        const last = Math.min(i + (i & -i) - 1, length - 1);
        const members = at(prefixMembers, last) - at(prefixMembers, i - 1);
        const points = at(prefixPoints, last) - at(prefixPoints, i - 1);
        if (members === 0 && points === 0) continue;
        fenwick.head[fenwickCount] = head;
        fenwick.side[fenwickCount] = side;
        fenwick.idx[fenwickCount] = i;
        fenwick.members[fenwickCount] = members;
        fenwick.points[fenwickCount++] = points;
      }
    }
  }

  let maxDepth = 0;
  const runs = new Int32Array(n);
  for (let id = 2; id <= tree.size; id++) {
    const head = tree.side[id] === LEFT ? at(tree.leftHead, id) : at(tree.rightHead, id);
    runs[id] = 1 + at(runs, head);
    maxDepth = Math.max(maxDepth, at(tree.depth, id));
  }
  let appDeltaRows = 0;
  for (const o of orders) appDeltaRows += at(runs, o.memberId);

  return {
    shape,
    tree,
    orders,
    counters,
    spines,
    fenwick: sliceRows(fenwick, fenwickCount),
    deltas: sliceRows(deltas, deltaCount),
    subtreePoints: pts,
    appDeltaRows,
    maxDepth,
  };
}

function spineRows(t: Tree): SpineRows {
  const rows: SpineRows = {
    head: new Int32Array(t.size + 1),
    side: new Uint8Array(t.size + 1),
    tail: new Int32Array(t.size + 1),
    length: new Int32Array(t.size + 1),
  };
  // Each member heads the spine of the side it is not on (the root heads both).
  let count = 0;
  const slot = new Int32Array(2 * (t.size + 1));
  const open = (head: number, side: number) => {
    slot[head * 2 + side - 1] = count;
    rows.head[count] = head;
    rows.side[count] = side;
    rows.tail[count] = head;
    rows.length[count++] = 1;
  };
  open(1, LEFT);
  open(1, RIGHT);
  for (let id = 2; id <= t.size; id++) {
    const left = t.side[id] === LEFT;
    open(id, left ? RIGHT : LEFT);
    const row = at(
      slot,
      (left ? at(t.leftHead, id) : at(t.rightHead, id)) * 2 + (left ? LEFT : RIGHT) - 1,
    );
    rows.tail[row] = id;
    rows.length[row] = (left ? at(t.leftPos, id) : at(t.rightPos, id)) + 1;
  }
  return rows;
}

function sliceRows<T extends Record<string, Int32Array | Uint8Array | Float64Array>>(
  rows: T,
  count: number,
): T {
  const out: Record<string, Int32Array | Uint8Array | Float64Array> = {};
  for (const [key, values] of Object.entries(rows)) out[key] = values.subarray(0, count);
  return out as T;
}
