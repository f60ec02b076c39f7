import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { queryRows } from '../db/raw';
import { ownAccount, postTransfer } from '../modules/ledger/service';

/** Credits a member's wallet through the ledger (as a close would), for tests that need money. */
export async function creditWallet(db: Database, memberId: number, micro: number) {
  await db.transaction(async (tx) =>
    postTransfer(tx, {
      ref: `test:${randomUUID()}`,
      kind: 'test_credit',
      legs: [
        { company: 'bonus_expense', amount: -micro },
        { account: await ownAccount(tx, 'member_wallet', memberId), amount: micro },
      ],
    }),
  );
}

export async function walletOf(db: Database, memberId: number, kind = 'member_wallet') {
  const [row] = await queryRows<{ balance: string | number }>(
    db,
    sql`select balance from accounts where kind = ${kind} and owner_id = ${memberId}`,
  );
  return Number(row?.balance ?? 0);
}
