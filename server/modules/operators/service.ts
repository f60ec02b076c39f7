import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { databaseErrorOf, queryRows, type Executor } from '../../db/raw';
import { DomainError } from '../../shared/errors';
import { audit, type Actor } from '../audit/service';
import { balanceOf, ownAccount, postTransfer } from '../ledger/service';
import { hashSecret } from '../auth/passwords';

/** Creates an operator account with an empty float (decisions §8). */
export async function createOperator(
  db: Database,
  admin: Actor,
  input: { name: string; email: string; password: string },
): Promise<number> {
  const passwordHash = await hashSecret(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await queryRows<{ id: number | string }>(
        tx,
        sql`insert into staff (role, name, email, password_hash)
            values ('operator', ${input.name}, ${input.email}, ${passwordHash}) returning id`,
      );
      const id = Number(row?.id);
      await ownAccount(tx, 'operator_float', id);
      await audit(tx, admin, 'operator.create', `operator:${id}`, {
        name: input.name,
        email: input.email,
      });
      return id;
    });
  } catch (error) {
    if (databaseErrorOf(error).constraint === 'staff_email_key') {
      throw new DomainError('conflict', 'A staff account with this e-mail already exists');
    }
    throw error;
  }
}

/**
 * Funds an operator's float (a wallet history row is the ledger transfer itself). `key` makes a
 * retried request a no-op: pass the client's Idempotency-Key.
 */
export async function creditOperator(
  db: Database,
  admin: Actor,
  operatorId: number,
  amountMicro: number,
  key: string = randomUUID(),
): Promise<number> {
  return db.transaction(async (tx) => {
    await operatorExists(tx, operatorId);
    const float = await ownAccount(tx, 'operator_float', operatorId);
    const posted = await postTransfer(tx, {
      ref: `float:${operatorId}:${key}`,
      kind: 'float_credit',
      actor: admin,
      legs: [
        { company: 'float_funding', amount: -amountMicro },
        { account: float, amount: amountMicro },
      ],
    });
    if (posted) {
      await audit(tx, admin, 'operator.credit', `operator:${operatorId}`, { amount: amountMicro });
    }
    return balanceOf(tx, 'operator_float', operatorId);
  });
}

async function operatorExists(db: Executor, id: number) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from staff where id = ${id} and role = 'operator'`,
  );
  if (!row) throw new DomainError('not_found', 'Operator not found');
}

/** Spec §3 operator stats, defined by decisions §8. */
export async function operatorStats(db: Executor, operatorId: number) {
  const [row] = await queryRows<Record<string, string | number | null>>(
    db,
    sql`
      select
        (select coalesce(sum(price_micro), 0) from orders
          where decided_by = ${operatorId} and status = 'approved'
            and decided_at >= date_trunc('month', now())) as monthly,
        (select coalesce(sum(price_micro), 0) from orders
          where decided_by = ${operatorId} and status = 'approved') as all_time,
        (select count(*) from members where parent_id is not null) as members,
        (select count(*) from members where is_active) as active,
        (select coalesce(balance, 0) from accounts
          where kind = 'operator_float' and owner_id = ${operatorId}) as float,
        (select coalesce(sum(e.amount), 0) from entries e
           join transfers t on t.id = e.transfer_id and t.kind = 'float_credit'
           join accounts a on a.id = e.account_id
          where a.kind = 'operator_float' and a.owner_id = ${operatorId}) as credited`,
  );
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    monthlyMicro: n('monthly'),
    allTimeMicro: n('all_time'),
    members: n('members'),
    activeMembers: n('active'),
    floatMicro: n('float'),
    creditedMicro: n('credited'),
  };
}
