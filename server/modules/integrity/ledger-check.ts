import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/raw';

/**
 * Rows the closes append without a foreign key (decision 0012) whose parent is missing: a query
 * answering `id`, and how to name the problem.
 */
const ORPHANS: { query: SQL; problem: (id: string | number) => string }[] = [
  {
    query: sql`select e.id from entries e left join transfers t on t.id = e.transfer_id
                where t.id is null limit 20`,
    problem: (id) => `entry ${id} belongs to no transfer`,
  },
  {
    query: sql`select e.id from entries e left join accounts a on a.id = e.account_id
                where a.id is null limit 20`,
    problem: (id) => `entry ${id} moves money of no account`,
  },
  {
    query: sql`select w.id from weekly_earnings w
                 left join periods p on p.id = w.period_id
                 left join members m on m.id = w.member_id
                where p.id is null or m.id is null limit 20`,
    problem: (id) => `weekly earning ${id} has no period or no member`,
  },
  {
    query: sql`select r.member_id as id from member_ranks r
                 left join member_points p on p.member_id = r.member_id
                where p.member_id is null limit 20`,
    problem: (id) => `member ${id} holds a rank but has no counters`,
  },
  {
    query: sql`select s.id from scholarships s
                 left join orders o on o.id = s.order_id and o.member_id = s.member_id
                where o.id is null limit 20`,
    problem: (id) => `scholarship ${id} pays for no order of its member`,
  },
];

/**
 * The ledger's invariants (decisions §7): every transfer sums to zero and has entries, every kept
 * balance equals the sum of its entries and none is negative, and every row the closes append
 * belongs to what it names (decision 0012). Answers one line per problem found.
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
  for (const orphan of ORPHANS) {
    const rows = await queryRows<{ id: string | number }>(db, orphan.query);
    problems.push(...rows.map((r) => orphan.problem(r.id)));
  }
  return problems;
}
