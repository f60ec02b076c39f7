import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows, type Tx } from '../../db/raw';
import { toMicro } from '../../shared/money';
import { PLAN } from '../../shared/plan';
import { DomainError } from '../../shared/errors';
import { messages } from '../notifications/messages';
import { notify } from '../notifications/service';
import { audit, type Actor } from '../audit/service';
import { verifiedAddress } from '../kyc/service';
import { ownAccount, postTransfer } from '../ledger/service';
import { guards } from '../../shared/guards';
import { normalizeUniqueKey, verifySecret } from '../auth/passwords';
import { checkSecret, memberAccount, TOO_MANY_ATTEMPTS } from '../../shared/secret-checks';
import { requireSecondFactor } from '../two-factor/service';
import { CHAIN_COLUMNS, chainJoin } from '../chain/views';

export type WithdrawalRow = {
  id: string | number;
  order_no: string;
  member_id: string | number;
  amount: string | number;
  fee: string | number;
  wallet_address: string;
  status: 'pending' | 'approved' | 'canceled';
  tx_hash: string | null;
  reason: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
  origin: WithdrawalOrigin;
};

/**
 * Which screen asked: our E-Wallet and the original client's withdrawal form (`wallet`), or the
 * original client's scholarship withdrawal (`scholarship`, decisions §15). The rules and the money
 * are the same; only the original client's scholarship list is narrowed to its own.
 */
export type WithdrawalOrigin = 'wallet' | 'scholarship';

const MINIMUM = toMicro(PLAN.minimumWithdrawal);
const FEE = toMicro(PLAN.withdrawalFee);

/**
 * A member asks to withdraw (decisions §7): at least the minimum, to their verified wallet, with
 * their password and unique key. The amount moves from the wallet to their hold account in the
 * same transaction as the request row, so concurrent requests can never spend a balance twice:
 * the database refuses the one that would take the wallet below zero.
 */
const KEY_LOCKED =
  'Withdrawals are locked after too many wrong unique keys. Please contact support to reset your key.';

/**
 * Takes one of the member's unique-key attempts before the key is verified (decisions §3: five
 * wrong keys lock withdrawals), in one statement, so parallel requests never evaluate more than
 * the attempts left. Answers the failures counted so far, this one included.
 */
async function takeKeyAttempt(db: Database, memberId: number, current: number): Promise<number> {
  if (!guards.countBeforeVerify) {
    if (current >= PLAN.uniqueKeyAttempts) throw new DomainError('forbidden', KEY_LOCKED);
    return current;
  }
  const [row] = await queryRows<{ key_failures: number }>(
    db,
    sql`update member_points set key_failures = key_failures + 1
         where member_id = ${memberId} and key_failures < ${PLAN.uniqueKeyAttempts}
         returning key_failures`,
  );
  // The key was not locked when this request began (checked before): the attempts are held by
  // requests still in flight, so this one is asked to try again, not told the key is locked.
  if (!row) throw new DomainError('too_many', TOO_MANY_ATTEMPTS, { retryAfterSeconds: 1 });
  return row.key_failures;
}

async function countWrongKey(db: Database, memberId: number, counted: number): Promise<number> {
  if (guards.countBeforeVerify) return counted;
  const [after] = await queryRows<{ key_failures: number }>(
    db,
    sql`update member_points set key_failures = key_failures + 1
         where member_id = ${memberId} returning key_failures`,
  );
  return after?.key_failures ?? PLAN.uniqueKeyAttempts;
}

export async function requestWithdrawal(
  db: Database,
  member: { id: number; sponsorCode: string; address: string },
  input: {
    amountMicro: number;
    password: string;
    uniqueKey: string;
    code?: string | undefined;
    origin?: WithdrawalOrigin;
  },
): Promise<WithdrawalRow> {
  const memberId = member.id;
  if (input.amountMicro < MINIMUM) {
    throw new DomainError('invalid', `The minimum withdrawal is ${PLAN.minimumWithdrawal} USDT`);
  }
  const [secrets] = await queryRows<{
    password_hash: string;
    unique_key_hash: string;
    key_failures: number;
  }>(
    db,
    sql`select m.password_hash, m.unique_key_hash, p.key_failures
          from members m join member_points p on p.member_id = m.id where m.id = ${memberId}`,
  );
  if (!secrets) throw new DomainError('not_found', 'Member not found');
  if (secrets.key_failures >= PLAN.uniqueKeyAttempts)
    throw new DomainError('forbidden', KEY_LOCKED);
  // Both secrets go through the one policy of every secret check (README "Security").
  const holder = { account: memberAccount(member.sponsorCode), address: member.address };
  await checkSecret(
    db,
    holder,
    async () => ((await verifySecret(secrets.password_hash, input.password)) ? true : undefined),
    () => new DomainError('unauthenticated', 'Your account password is not correct'),
    { signedIn: true },
  );
  if (guards.codeForMemberWrites) {
    await requireSecondFactor(db, { kind: 'member', id: memberId }, holder, input.code, {
      signedIn: true,
    });
  }
  let failures = 0;
  await checkSecret(
    db,
    holder,
    async () => {
      failures = await takeKeyAttempt(db, memberId, secrets.key_failures);
      const right = await verifySecret(
        secrets.unique_key_hash,
        normalizeUniqueKey(input.uniqueKey),
      );
      if (right) {
        // The right key gives its attempt back now, whatever becomes of the request after it.
        await db.execute(
          sql`update member_points set key_failures = 0 where member_id = ${memberId} and key_failures > 0`,
        );
        return true;
      }
      failures = await countWrongKey(db, memberId, failures);
      return undefined;
    },
    () => {
      const left = PLAN.uniqueKeyAttempts - failures;
      return new DomainError(
        'unauthenticated',
        left > 0
          ? `Your unique key is not correct (${left} ${left === 1 ? 'attempt' : 'attempts'} left)`
          : 'Your unique key is not correct. Withdrawals are now locked; please contact support.',
      );
    },
    { signedIn: true },
  );
  const address = await verifiedAddress(db, memberId);
  if (!address) {
    throw new DomainError(
      'conflict',
      'Please get your wallet details verified before you withdraw',
    );
  }
  return db.transaction(async (tx) => {
    const [row] = await queryRows<WithdrawalRow>(
      tx,
      sql`insert into withdrawals (order_no, member_id, amount, fee, wallet_address, status, origin)
          values ('WD-' || lpad(nextval('withdrawal_no_seq')::text, 6, '0'), ${memberId},
                  ${input.amountMicro}, ${FEE}, ${address}, 'pending', ${input.origin ?? 'wallet'})
          returning *`,
    );
    if (!row) throw new Error('withdrawal insert returned no row');
    await postTransfer(
      tx,
      {
        ref: `withdrawal:${row.order_no}:hold`,
        kind: 'withdrawal_hold',
        actor: { kind: 'member', id: memberId },
        legs: [
          { account: await ownAccount(tx, 'member_wallet', memberId), amount: -input.amountMicro },
          { account: await ownAccount(tx, 'member_hold', memberId), amount: input.amountMicro },
        ],
      },
      'The amount is more than your available balance',
    );
    return row;
  });
}

async function lockPending(tx: Tx, orderNo: string): Promise<WithdrawalRow> {
  const [row] = await queryRows<WithdrawalRow>(
    tx,
    sql`select * from withdrawals where order_no = ${orderNo.trim().toUpperCase()} for update`,
  );
  if (!row) throw new DomainError('not_found', `Withdrawal ${orderNo} not found`);
  if (row.status !== 'pending')
    throw new DomainError('conflict', `Withdrawal ${orderNo} is already ${row.status}`);
  return row;
}

/** An admin paid it on chain: the held amount leaves (less the fee, which the company keeps). */
export async function approveWithdrawal(
  db: Database,
  actor: Actor & { kind: 'admin' },
  orderNo: string,
  txHash: string,
  /** Writes more in the same transaction: the payout's check on chain (decisions §13). */
  record?: (tx: Tx, withdrawal: WithdrawalRow) => Promise<void>,
): Promise<WithdrawalRow> {
  return db.transaction(async (tx) => {
    const w = await lockPending(tx, orderNo);
    const amount = Number(w.amount);
    const fee = Number(w.fee);
    await postTransfer(tx, {
      ref: `withdrawal:${w.order_no}:paid`,
      kind: 'withdrawal_paid',
      actor,
      legs: [
        { account: await ownAccount(tx, 'member_hold', Number(w.member_id)), amount: -amount },
        { company: 'payouts_sent', amount: amount - fee },
        { company: 'withdrawal_fees', amount: fee },
      ],
    });
    const [row] = await queryRows<WithdrawalRow>(
      tx,
      sql`update withdrawals set status = 'approved', tx_hash = ${txHash}, decided_at = now(),
                                 decided_by = ${actor.id}
           where id = ${w.id} returning *`,
    );
    if (!row) throw new Error('withdrawal vanished');
    await record?.(tx, row);
    await audit(tx, actor, 'withdrawal.approve', w.order_no, { amount, txHash });
    await notify(
      tx,
      { kind: 'member', id: Number(w.member_id) },
      messages.withdrawalPaid(w.order_no, amount - fee, txHash),
    );
    return row;
  });
}

/** An admin refuses it: the held amount returns to the wallet. */
export async function rejectWithdrawal(
  db: Database,
  actor: Actor & { kind: 'admin' },
  orderNo: string,
  reason: string,
): Promise<WithdrawalRow> {
  return db.transaction(async (tx) => {
    const w = await lockPending(tx, orderNo);
    const amount = Number(w.amount);
    const memberId = Number(w.member_id);
    await postTransfer(tx, {
      ref: `withdrawal:${w.order_no}:returned`,
      kind: 'withdrawal_returned',
      actor,
      legs: [
        { account: await ownAccount(tx, 'member_hold', memberId), amount: -amount },
        { account: await ownAccount(tx, 'member_wallet', memberId), amount },
      ],
    });
    const [row] = await queryRows<WithdrawalRow>(
      tx,
      sql`update withdrawals set status = 'canceled', reason = ${reason}, decided_at = now(),
                                 decided_by = ${actor.id}
           where id = ${w.id} returning *`,
    );
    await audit(tx, actor, 'withdrawal.reject', w.order_no, { amount, reason });
    await notify(
      tx,
      { kind: 'member', id: memberId },
      messages.withdrawalRejected(w.order_no, amount, reason),
    );
    if (!row) throw new Error('withdrawal vanished');
    return row;
  });
}

/** Every withdrawal of a member, whichever screen asked: each one left the same wallet. */
export async function withdrawalsOf(db: Database, memberId: number): Promise<WithdrawalRow[]> {
  return queryRows<WithdrawalRow>(
    db,
    sql`select w.*, ${CHAIN_COLUMNS} from withdrawals w ${chainJoin('w', 'withdrawal_id')}
         where w.member_id = ${memberId} order by w.id desc limit 500`,
  );
}

/** A member's scholarship withdrawals only: the original client's own list (decisions §15). */
export async function scholarshipWithdrawalsOf(
  db: Database,
  memberId: number,
): Promise<WithdrawalRow[]> {
  return queryRows<WithdrawalRow>(
    db,
    sql`select * from withdrawals where member_id = ${memberId} and origin = 'scholarship'
         order by id desc limit 500`,
  );
}
