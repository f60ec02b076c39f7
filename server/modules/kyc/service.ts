import { sql } from 'drizzle-orm';
import type { KycState } from '../../../contract/wallet';
import type { Database } from '../../db/client';
import { databaseErrorOf, queryRows, type Executor } from '../../db/raw';
import { DomainError } from '../../shared/errors';
import { messages } from '../notifications/messages';
import { notify } from '../notifications/service';
import { audit, type Actor } from '../audit/service';
import { guards } from '../../shared/guards';
import { memberAccount } from '../../shared/secret-checks';
import { requireSecondFactor } from '../two-factor/service';

export type KycRow = {
  id: string | number;
  member_id: string | number;
  name: string;
  telegram_id: string;
  wallet_address: string;
  status: 'pending' | 'verified' | 'rejected';
  reason: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
};

/**
 * A member's wallet details from their own screen: a member with a second factor confirms the
 * change of payout address with a code (README "Security", second factor).
 */
export async function submitWalletDetails(
  db: Database,
  member: { id: number; sponsorCode: string; address: string },
  input: { name: string; telegramId: string; walletAddress: string; code?: string | undefined },
) {
  if (guards.codeForMemberWrites) {
    await requireSecondFactor(
      db,
      { kind: 'member', id: member.id },
      { account: memberAccount(member.sponsorCode), address: member.address },
      input.code,
      { signedIn: true },
    );
  }
  await submitKyc(db, member.id, input);
}

/** Decisions §9: one submission at a time; a rejected member may submit again. */
export async function submitKyc(
  db: Executor,
  memberId: number,
  input: { name: string; telegramId: string; walletAddress: string },
) {
  try {
    await db.execute(sql`
      insert into kyc_submissions (member_id, name, telegram_id, wallet_address, status)
      values (${memberId}, ${input.name}, ${input.telegramId}, ${input.walletAddress}, 'pending')`);
  } catch (error) {
    if (databaseErrorOf(error).constraint === 'kyc_one_live_per_member') {
      const current = await latestKyc(db, memberId);
      throw new DomainError(
        'conflict',
        current?.status === 'verified'
          ? 'Your wallet is already verified'
          : 'Your wallet details are already under review',
      );
    }
    throw error;
  }
}

export async function latestKyc(db: Executor, memberId: number): Promise<KycRow | undefined> {
  const [row] = await queryRows<KycRow>(
    db,
    sql`select * from kyc_submissions where member_id = ${memberId} order by id desc limit 1`,
  );
  return row;
}

export const kycStateOf = (row: KycRow | undefined): KycState => row?.status ?? 'not_submitted';

/** The wallet a member may withdraw to: their verified submission's address. */
export async function verifiedAddress(db: Executor, memberId: number) {
  const [row] = await queryRows<{ wallet_address: string }>(
    db,
    sql`select wallet_address from kyc_submissions
         where member_id = ${memberId} and status = 'verified'`,
  );
  return row?.wallet_address;
}

/** An admin decides the member's pending submission (audited in the same transaction). */
export async function decideKyc(
  db: Database,
  actor: Actor & { kind: 'admin' },
  memberId: number,
  decision: { status: 'verified' } | { status: 'rejected'; reason: string },
) {
  return db.transaction(async (tx) => {
    const reason = decision.status === 'rejected' ? decision.reason : null;
    const [row] = await queryRows<{ id: string | number }>(
      tx,
      sql`update kyc_submissions
             set status = ${decision.status}, reason = ${reason}, decided_at = now(),
                 decided_by = ${actor.id}
           where member_id = ${memberId} and status = 'pending'
          returning id`,
    );
    if (!row)
      throw new DomainError('conflict', 'This member has no wallet details waiting for review');
    await audit(
      tx,
      actor,
      `kyc.${decision.status === 'verified' ? 'verify' : 'reject'}`,
      `member:${memberId}`,
      {
        submission: Number(row.id),
        ...(reason ? { reason } : {}),
      },
    );
    await notify(
      tx,
      { kind: 'member', id: memberId },
      decision.status === 'verified'
        ? messages.kycVerified()
        : messages.kycRejected(decision.reason),
    );
  });
}
