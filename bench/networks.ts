/**
 * Benchmark networks generated in memory, in O(N): the orders, the tour and every counter the
 * application keeps, exactly as placing the members one by one (in id order) and
 * approving their orders one by one (in order-sequence order) would have left them.
 */
import { packageById, priceMicro } from '../server/modules/catalogue/catalogue';
import { percentOf } from '../server/shared/money';
import { PLAN } from '../server/shared/plan';
import { at, buildTree, LEFT, random, type Shape, type Tree } from './tree';

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

export type Network = {
  shape: Shape;
  tree: Tree;
  orders: Order[];
  counters: Counters;
  /** Subtree points (all-time team points below and including each member). */
  subtreePoints: Float64Array;
  maxDepth: number;
};

export function buildNetwork(shape: Shape, seed = 7): Network {
  const tree = buildTree(shape, seed);
  const orders = drawOrders(tree, seed + 4);
  const counters = countersOf(tree, orders);
  const n = tree.size + 1;
  const pts = new Float64Array(n);
  for (const o of orders) pts[o.memberId] = at(pts, o.memberId) + o.points;
  let maxDepth = 0;
  for (let id = tree.size; id >= 1; id--) {
    const p = at(tree.parent, id);
    if (p) pts[p] = at(pts, p) + at(pts, id);
    maxDepth = Math.max(maxDepth, at(tree.depth, id));
  }
  return { shape, tree, orders, counters, subtreePoints: pts, maxDepth };
}
