import type { ChainState } from '../../../contract/chain';
import { toUsdt } from '../../shared/money';
import { shortAddress } from './addresses';
import type { Observation, UsdtTransfer } from './observation';

/** What a check concluded, in staff's words (`finding`) and the member's (`note`). */
export type Judgement = {
  state: ChainState;
  finding: string;
  note: string;
  /** What reached the expected address, in micro-USDT, when the transaction was found. */
  paidMicro: number | null;
  blockNumber: number | null;
};

export const NOTES = {
  verified: 'verified on chain',
  notFound: 'waiting for the transaction to appear on chain',
  unreachable: 'the chain could not be reached; we will check again shortly',
  staff: 'our team is checking this payment',
  expired: 'not confirmed in time; our team is checking this payment',
  recorded: 'recorded by our team',
} as const;

const money = (micro: bigint | number) => toUsdt(Number(micro)).toFixed(2);
const HOUR_MS = 3_600_000;

function ageWords(ms: number) {
  const hours = Math.round(ms / HOUR_MS);
  return hours >= 48 ? `${Math.round(hours / 24)} days` : `${hours} hours`;
}

type Found = Extract<Observation, { kind: 'found' }>;

/** The USDT that reached `to`, or a mismatch finding when none did. */
function paidTo(found: Found, to: string, same: (a: string, b: string) => boolean) {
  if (!found.succeeded) return { problem: 'the transaction failed on chain' };
  if (found.usdt.length === 0) {
    return {
      problem: found.otherTokenTransfers > 0 ? 'not a USDT transfer' : 'not a token transfer',
    };
  }
  const ours: UsdtTransfer[] = found.usdt.filter((t) => same(t.to, to));
  if (ours.length === 0) {
    return { problem: `sent to another address (${shortAddress(found.usdt[0]?.to ?? '')})` };
  }
  return {
    paid: ours.reduce((sum, t) => sum + t.amountMicro, 0n),
    dust: ours.some((t) => t.dust),
  };
}

const unreachable = (reason: string): Judgement => ({
  state: 'unreachable',
  finding: `chain unreachable: ${reason}`,
  note: NOTES.unreachable,
  paidMicro: null,
  blockNumber: null,
});

function depth(found: Found, required: number, paid: bigint): Judgement | null {
  if (found.confirmations >= required && found.irreversible) return null;
  const shown = Math.min(found.confirmations, required);
  const more = Math.max(required - found.confirmations, 1);
  return {
    state: 'waiting',
    finding: `not yet confirmed: ${shown} of ${required}`,
    note: `waiting for ${more} more confirmation${more === 1 ? '' : 's'}`,
    paidMicro: Number(paid),
    blockNumber: found.blockNumber,
  };
}

export type DepositExpectation = {
  to: string;
  sameAddress: (a: string, b: string) => boolean;
  priceMicro: number;
  confirmations: number;
  /** When the order was made: the payment may be at most `maxAgeHours` older. */
  orderedAt: Date;
  maxAgeHours: number;
  now: Date;
  /** The block the transaction was seen in before, if any (a reorganisation drops it). */
  seenInBlock: number | null;
};

/** Decisions §13: a deposit's payment is verified only when every check passes. */
export function judgeDeposit(seen: Observation, expect: DepositExpectation): Judgement {
  const window = expect.maxAgeHours * HOUR_MS;
  const expired = expect.now.getTime() - expect.orderedAt.getTime() > window;
  if (seen.kind === 'unreachable') {
    return expired
      ? expiredJudgement('the chain could not be reached in time')
      : unreachable(seen.reason);
  }
  if (seen.kind === 'missing') {
    if (expired) return expiredJudgement(`not found on chain within ${expect.maxAgeHours} hours`);
    return {
      state: 'waiting',
      finding:
        expect.seenInBlock === null
          ? 'not found on chain'
          : `no longer on chain: block ${expect.seenInBlock} was replaced; waiting for it to return`,
      note: NOTES.notFound,
      paidMicro: null,
      blockNumber: null,
    };
  }
  const paid = paidTo(seen, expect.to, expect.sameAddress);
  if ('problem' in paid) return mismatch(paid.problem ?? 'not the payment asked for', seen);
  const early = expect.orderedAt.getTime() - seen.at.getTime();
  if (early > window) return mismatch(`made ${ageWords(early)} before this order`, seen, paid.paid);
  if (paid.paid < BigInt(expect.priceMicro)) {
    return mismatch(`paid ${money(paid.paid)} of ${money(expect.priceMicro)}`, seen, paid.paid);
  }
  const waiting = depth(seen, expect.confirmations, paid.paid);
  if (waiting)
    return expired
      ? expiredJudgement(`${waiting.finding} within ${expect.maxAgeHours} hours`)
      : waiting;
  const excess = paid.paid - BigInt(expect.priceMicro);
  return {
    state: 'verified',
    finding:
      excess > 0n
        ? `verified on chain: paid ${money(paid.paid)} USDT, ${money(excess)} over the price (credited to the wallet)`
        : `verified on chain: paid ${money(paid.paid)} USDT`,
    note: NOTES.verified,
    paidMicro: Number(paid.paid),
    blockNumber: seen.blockNumber,
  };
}

function mismatch(finding: string, found: Found, paid?: bigint): Judgement {
  return {
    state: 'mismatch',
    finding,
    note: NOTES.staff,
    paidMicro: paid === undefined ? null : Number(paid),
    blockNumber: found.blockNumber,
  };
}

function expiredJudgement(finding: string): Judgement {
  return { state: 'expired', finding, note: NOTES.expired, paidMicro: null, blockNumber: null };
}

export type PayoutExpectation = {
  to: string;
  sameAddress: (a: string, b: string) => boolean;
  /** The withdrawal less its fee: what the member must have received, exactly. */
  amountMicro: number;
  confirmations: number;
};

/**
 * Decisions §13: a recorded payout matches when it is a successful USDT transfer of exactly the
 * withdrawal less fee to the member's verified address. A match still short of its confirmations
 * is `waiting` (it matches); anything else does not match.
 */
export function judgePayout(
  seen: Observation,
  expect: PayoutExpectation,
): Judgement & { matches: boolean } {
  if (seen.kind === 'unreachable')
    return { ...unreachable(seen.reason), note: NOTES.recorded, matches: false };
  if (seen.kind === 'missing') {
    return {
      state: 'waiting',
      finding: 'not found on chain',
      note: NOTES.recorded,
      paidMicro: null,
      blockNumber: null,
      matches: false,
    };
  }
  const paid = paidTo(seen, expect.to, expect.sameAddress);
  if ('problem' in paid)
    return {
      ...mismatch(paid.problem ?? 'not the payout', seen),
      note: NOTES.recorded,
      matches: false,
    };
  if (paid.paid !== BigInt(expect.amountMicro) || paid.dust) {
    return {
      ...mismatch(`sent ${money(paid.paid)} of ${money(expect.amountMicro)}`, seen, paid.paid),
      note: NOTES.recorded,
      matches: false,
    };
  }
  const waiting = depth(seen, expect.confirmations, paid.paid);
  if (waiting) return { ...waiting, matches: true };
  return {
    state: 'verified',
    finding: `verified on chain: sent ${money(paid.paid)} USDT to the member's address`,
    note: NOTES.verified,
    paidMicro: Number(paid.paid),
    blockNumber: seen.blockNumber,
    matches: true,
  };
}
