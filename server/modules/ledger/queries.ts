import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/raw';
import { toUsdt } from '../../shared/money';
import {
  beforeId,
  decodeCursor,
  idKey,
  isoOf,
  pageOf,
  type ListQuery,
  type Page,
  type Row,
} from '../../shared/paging';

/** One ledger entry of an account with its transfer, as statements and float histories show it. */
export type LedgerLine<Label extends string> = {
  _id: string;
  date: string;
  account: Label;
  kind: string;
  ref: string;
  amount: number;
};

/**
 * The entries of a few accounts merged newest first, keyset on the entry id: each account's own
 * newest entries come from its index, so a page costs the same however long the history is.
 */
export async function entriesPage<Label extends string>(
  db: Executor,
  accounts: { id: number; label: Label }[],
  query: ListQuery,
): Promise<Page<LedgerLine<Label>>> {
  const after = decodeCursor(query.cursor, idKey);
  if (accounts.length === 0) return { items: [], nextCursor: null };
  const perAccount = accounts.map(
    (a) => sql`(
      select e.id, e.amount, ${a.label}::text as account, t.kind, t.ref, t.created_at
        from entries e join transfers t on t.id = e.transfer_id
       where e.account_id = ${a.id} and ${beforeId(sql`e.id`, after?.[0])}
       order by e.id desc limit ${query.limit + 1})`,
  );
  const rows = await queryRows<Row>(
    db,
    sql`select * from (${sql.join(perAccount, sql` union all `)}) x
         order by id desc limit ${query.limit + 1}`,
  );
  return pageOf(
    rows,
    query.limit,
    (r) => ({
      _id: String(r['id']),
      date: isoOf(r['created_at']),
      account: r['account'] as Label,
      kind: String(r['kind']),
      ref: String(r['ref']),
      amount: toUsdt(r['amount'] as number),
    }),
    (r) => [Number(r['id'])],
  );
}

/** The member's wallet and hold entries with their transfers, newest first. */
export async function memberStatement(db: Executor, memberId: number, query: ListQuery) {
  const accounts = await queryRows<{ id: string | number; kind: string }>(
    db,
    sql`select id, kind from accounts
         where owner_id = ${memberId} and kind in ('member_wallet', 'member_hold')`,
  );
  return entriesPage(
    db,
    accounts.map((a) => ({
      id: Number(a.id),
      label: a.kind === 'member_hold' ? ('hold' as const) : ('wallet' as const),
    })),
    query,
  );
}
