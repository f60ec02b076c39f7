import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/raw';

/**
 * The ledger's invariants (decisions §7): every transfer sums to zero and has entries, every kept
 * balance equals the sum of its entries and none is negative. Answers one line per problem found.
 */
export async function checkLedger(db: Executor): Promise<string[]> {
  const problems: string[] = [];
  const unbalanced = await queryRows<{ ref: string; total: string | number | null }>(
    db,
    sql`select t.ref, sum(e.amount) as total
          from transfers t left join entries e on e.transfer_id = t.id
         group by t.id, t.ref
        having coalesce(sum(e.amount), 0) <> 0 or count(e.id) = 0
         limit 20`,
  );
  for (const t of unbalanced) {
    problems.push(
      t.total === null
        ? `transfer ${t.ref} has no entries`
        : `transfer ${t.ref} sums to ${t.total}`,
    );
  }
  const drifted = await queryRows<{
    id: string | number;
    kind: string;
    owner_id: string | number;
    balance: string | number;
    total: string | number;
  }>(
    db,
    sql`select a.id, a.kind, a.owner_id, a.balance, coalesce(s.total, 0) as total
          from accounts a
          left join (select account_id, sum(amount) as total from entries group by account_id) s
            on s.account_id = a.id
         where a.balance is not null and a.balance <> coalesce(s.total, 0)
         limit 20`,
  );
  for (const a of drifted) {
    problems.push(
      `${a.kind} of ${a.owner_id} holds ${a.balance} but its entries sum to ${a.total}`,
    );
  }
  const negative = await queryRows<{
    kind: string;
    owner_id: string | number;
    balance: string | number;
  }>(db, sql`select kind, owner_id, balance from accounts where balance < 0 limit 20`);
  for (const a of negative) problems.push(`${a.kind} of ${a.owner_id} is negative: ${a.balance}`);
  return problems;
}
