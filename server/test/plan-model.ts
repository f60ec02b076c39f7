import { packageById } from '../modules/catalogue/catalogue';
import { RANK_THRESHOLDS } from '../shared/plan';

type Side = 'L' | 'R';
const MICRO = 1_000_000;

export type ModelMember = {
  id: number;
  parent?: { id: number; side: Side };
  children: Partial<Record<Side, number>>;
  sponsor?: number;
  active: boolean;
  cap: number;
  personal: number;
  direct: Record<Side, number>;
  team: Record<Side, number>;
  period: Record<Side, number>;
  carry: Record<Side, number>;
  openDirect: number;
  wallet: number;
  hold: number;
  payouts: number[];
};

export type ModelWithdrawal = {
  member: number;
  amount: number;
  status: 'pending' | 'approved' | 'canceled';
};

/**
 * A small, independent model of decisions §4-§7, written for the tests from the rules alone: the
 * tree walked member by member, money as plain numbers. No code is shared with the server.
 */
export class PlanModel {
  members = new Map<number, ModelMember>();
  orders = new Map<
    string,
    { member: number; packageId: number; status: 'pending' | 'approved' | 'canceled' }
  >();
  withdrawals = new Map<string, ModelWithdrawal>();

  addRoot(id: number) {
    this.members.set(id, this.blank(id));
  }

  /** Where a registration under `under` on `side` lands: the end of that leg's outer edge. */
  placement(under: number, side: Side): number {
    let at = under;
    for (
      let next = this.get(at).children[side];
      next !== undefined;
      next = this.get(at).children[side]
    ) {
      at = next;
    }
    return at;
  }

  register(id: number, under: number, side: Side) {
    const parent = this.placement(under, side);
    this.get(parent).children[side] = id;
    this.members.set(id, { ...this.blank(id), parent: { id: parent, side }, sponsor: under });
  }

  approve(orderNo: string): boolean {
    const order = this.orders.get(orderNo);
    if (!order || order.status !== 'pending') return false;
    order.status = 'approved';
    const pkg = packageById(order.packageId);
    const price = pkg.price * MICRO;
    const buyer = this.get(order.member);
    buyer.personal += pkg.price;
    if (pkg.education) {
      buyer.active = true;
      buyer.cap = Math.max(buyer.cap, price);
    }
    for (let up = buyer.parent; up; up = this.get(up.id).parent) {
      this.get(up.id).team[up.side] += pkg.price;
      this.get(up.id).period[up.side] += pkg.price;
    }
    if (buyer.sponsor !== undefined) {
      const sponsor = this.get(buyer.sponsor);
      // The side of the sponsor's tree the buyer sits in: the last step of the way up to them.
      let step = buyer.parent;
      while (step && step.id !== sponsor.id) step = this.get(step.id).parent;
      if (!step) throw new Error(`sponsor ${sponsor.id} is not above member ${buyer.id}`);
      sponsor.direct[step.side] += pkg.price;
      if (sponsor.active) sponsor.openDirect += Math.floor((price * 10) / 100);
    }
    return true;
  }

  reject(orderNo: string): boolean {
    const order = this.orders.get(orderNo);
    if (!order || order.status !== 'pending') return false;
    order.status = 'canceled';
    return true;
  }

  close(): { members: number; total: number } {
    let members = 0;
    let total = 0;
    for (const m of this.members.values()) {
      const left = m.carry.L + m.period.L;
      const right = m.carry.R + m.period.R;
      const matched = m.active ? Math.min(left, right) : 0;
      const team = Math.min(matched * (MICRO / 10), m.cap);
      const gross = m.openDirect + team;
      const payout = gross - Math.floor((gross * 5) / 100);
      if (gross > 0) {
        members++;
        total += payout;
        m.payouts.push(payout);
      }
      m.wallet += payout;
      m.carry = { L: left - matched, R: right - matched };
      m.period = { L: 0, R: 0 };
      m.openDirect = 0;
    }
    return { members, total };
  }

  /** A withdrawal request's answer: 400 below the minimum, 409 above the balance, else 201. */
  withdraw(member: number, amount: number): number {
    if (amount < 10 * MICRO) return 400;
    const m = this.get(member);
    if (amount > m.wallet) return 409;
    m.wallet -= amount;
    m.hold += amount;
    return 201;
  }

  decide(orderNo: string, approve: boolean): boolean {
    const w = this.withdrawals.get(orderNo);
    if (!w || w.status !== 'pending') return false;
    const m = this.get(w.member);
    m.hold -= w.amount;
    if (approve) w.status = 'approved';
    else {
      w.status = 'canceled';
      m.wallet += w.amount;
    }
    return true;
  }

  /** Ranks reached: every threshold both all-time legs reach (cumulative, decisions §6). */
  ranks(member: number): number {
    const m = this.get(member);
    return RANK_THRESHOLDS.filter((t) => Math.min(m.team.L, m.team.R) >= t).length;
  }

  get(id: number): ModelMember {
    const m = this.members.get(id);
    if (!m) throw new Error(`the model has no member ${id}`);
    return m;
  }

  private blank(id: number): ModelMember {
    const zero = () => ({ L: 0, R: 0 });
    return {
      id,
      children: {},
      active: false,
      cap: 0,
      personal: 0,
      direct: zero(),
      team: zero(),
      period: zero(),
      carry: zero(),
      openDirect: 0,
      wallet: 0,
      hold: 0,
      payouts: [],
    };
  }
}
