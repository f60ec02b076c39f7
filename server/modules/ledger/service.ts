import { sql, type SQL } from 'drizzle-orm';
import type { AccountKind } from '../../db/schema';
import { databaseErrorOf, queryRows, type Executor, type Tx } from '../../db/raw';
import { DomainError } from '../../shared/errors';
import { actorLabel, SYSTEM, type Actor } from '../audit/service';

export type CompanyAccount = Exclude<
  AccountKind,
  'member_wallet' | 'member_hold' | 'operator_float'
>;
/** One side of a transfer: a member's or operator's account by id, or one of the company's. */
export type Leg = { amount: number } & ({ account: number } | { company: CompanyAccount });

/**
 * Posts one double-entry transfer (decisions §7): the legs must sum to zero; kept balances move in
 * the same statement and the database refuses any that would go below zero (409 `insufficient`).
 * A `ref` already posted is not posted again: the answer is then false.
 */
export async function postTransfer(
  db: Executor,
  transfer: { ref: string; kind: string; actor?: Actor; legs: Leg[] },
  insufficient = 'Insufficient balance',
): Promise<boolean> {
  const legs = transfer.legs.filter((l) => l.amount !== 0);
  if (legs.some((l) => !Number.isSafeInteger(l.amount))) {
    throw new Error(`transfer ${transfer.ref} has a non-integer amount`);
  }
  if (legs.reduce((sum, l) => sum + l.amount, 0) !== 0) {
    throw new Error(`transfer ${transfer.ref} does not balance`);
  }
  const ids = legs.map((l) => ('account' in l ? String(l.account) : 'NULL'));
  const companies = legs.map((l) => ('company' in l ? l.company : 'NULL'));
  try {
    const [row] = await queryRows<{ posted: number | string }>(
      db,
      sql`
        with t as (
          insert into transfers (ref, kind, actor)
          values (${transfer.ref}, ${transfer.kind}, ${actorLabel(transfer.actor ?? SYSTEM)})
          on conflict (ref) do nothing
          returning id
        ),
        legs as (
          select coalesce(l.account, c.id) as account, l.amount
            from unnest(${pgArray(ids)}::bigint[], ${pgArray(companies)}::text[],
                        ${pgArray(legs.map((l) => String(l.amount)))}::bigint[])
                 as l(account, company, amount)
            left join accounts c on c.kind = l.company and c.owner_id is null
        ),
        e as (
          insert into entries (transfer_id, account_id, amount)
          select t.id, legs.account, legs.amount from t, legs
          returning account_id, amount
        ),
        moved as (
          update accounts a set balance = a.balance + s.amount
            from (select account_id, sum(amount) as amount from e group by account_id) s
           where a.id = s.account_id and a.balance is not null
          returning 1
        )
        select (select count(*) from t) as posted, (select count(*) from moved) as moved`,
    );
    return Number(row?.posted ?? 0) === 1;
  } catch (error) {
    if (databaseErrorOf(error).constraint === 'accounts_balance_nonnegative') {
      throw new DomainError('conflict', insufficient);
    }
    throw error;
  }
}

/**
 * Posts one transfer that credits many members' wallets at once (a close pays hundreds of
 * thousands): `credits` answers `member_id`, `amount` (one row per member), `company` the other
 * legs as `kind`, `amount` on the company's accounts. A wallet is created with its first credit
 * and credited in the same write (one row written per member, not an insert then an update). Same
 * rules as `postTransfer`: an unbalanced result aborts the transaction; nothing is posted when
 * every leg is zero, or when `ref` was posted already (answers false then).
 */
export async function postBulkCredits(
  tx: Tx,
  transfer: { ref: string; kind: string; actor?: Actor },
  credits: SQL,
  company: SQL,
): Promise<boolean> {
  const [moved] = await queryRows<{ posted: string | number; total: string | number | null }>(
    tx,
    sql`
      with credits as (select member_id, amount from (${credits}) c where amount <> 0),
      others as (
        select a.id as account_id, o.amount
          from (${company}) o join accounts a on a.kind = o.kind and a.owner_id is null
         where o.amount <> 0
      ),
      t as (
        insert into transfers (ref, kind, actor)
        select ${transfer.ref}, ${transfer.kind}, ${actorLabel(transfer.actor ?? SYSTEM)}
         where exists (select 1 from credits) or exists (select 1 from others)
        on conflict (ref) do nothing
        returning id
      ),
      wallets as (
        insert into accounts (kind, owner_id, balance)
        select 'member_wallet', c.member_id, c.amount from credits c, t
        on conflict (kind, coalesce(owner_id, 0::bigint))
          do update set balance = accounts.balance + excluded.balance
        returning id, owner_id
      ),
      e as (
        insert into entries (transfer_id, account_id, amount)
        select t.id, w.id, c.amount from t, wallets w join credits c on c.member_id = w.owner_id
        union all
        select t.id, o.account_id, o.amount from t, others o
        returning account_id, amount
      ),
      kept as (
        update accounts a set balance = a.balance + s.amount
          from (select account_id, sum(amount) as amount from others group by account_id) s, t
         where a.id = s.account_id and a.balance is not null
        returning 1
      )
      select (select count(*) from t) as posted, (select sum(amount) from e) as total,
             (select count(*) from kept) as kept`,
  );
  if (Number(moved?.total ?? 0) !== 0) {
    throw new Error(`transfer ${transfer.ref} does not balance: ${moved?.total}`);
  }
  return Number(moved?.posted ?? 0) === 1;
}

/** An array literal for unnest (both drivers pass it as text); items are digits, NULL or a kind. */
const pgArray = (values: string[]) => `{${values.join(',')}}`;

/** A member's or operator's account id, creating it (with a zero balance) the first time. */
export async function ownAccount(
  db: Executor,
  kind: 'member_wallet' | 'member_hold' | 'operator_float',
  ownerId: number,
): Promise<number> {
  const [row] = await queryRows<{ id: number | string }>(
    db,
    sql`
      with found as (select id from accounts where kind = ${kind} and owner_id = ${ownerId}),
      made as (
        insert into accounts (kind, owner_id, balance)
        select ${kind}, ${ownerId}, 0 where not exists (select 1 from found)
        on conflict do nothing
        returning id
      )
      select id from found union all select id from made`,
  );
  if (row) return Number(row.id);
  // A concurrent transaction created it between our read and insert.
  const [again] = await queryRows<{ id: number | string }>(
    db,
    sql`select id from accounts where kind = ${kind} and owner_id = ${ownerId}`,
  );
  if (!again) throw new Error(`account ${kind} of ${ownerId} is missing`);
  return Number(again.id);
}

export async function balanceOf(
  db: Executor,
  kind: 'member_wallet' | 'member_hold' | 'operator_float',
  ownerId: number,
): Promise<number> {
  const [row] = await queryRows<{ balance: number | string }>(
    db,
    sql`select balance from accounts where kind = ${kind} and owner_id = ${ownerId}`,
  );
  return Number(row?.balance ?? 0);
}
