import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../server/db/raw';

/** Rows per statement: big enough to amortise a round trip, small enough for PGlite's memory. */
export const BATCH_ROWS = 50_000;

export type ColumnType = 'bigint' | 'int' | 'smallint' | 'text' | 'bool';

/** One column of a set-based insert: its SQL name and type, and row i's value as an array item. */
export type Column = { name: string; type: ColumnType; value: (row: number) => string };

/** Numbers as array items; `NULL` for a missing value. */
export const num = (values: ArrayLike<number>, nullWhenZero = false): Column['value'] => {
  return (i) => {
    const v = values[i] ?? 0;
    return nullWhenZero && v === 0 ? 'NULL' : String(v);
  };
};

/**
 * Inserts `count` rows with one statement per batch of BATCH_ROWS: every column travels as one
 * array parameter (text, so both drivers pass it unchanged) and `unnest` turns them back into rows.
 * `statement` receives the row source (`unnest(...) as t(<column names>)`) and writes the insert.
 */
export async function insertInBatches(
  db: Executor,
  count: number,
  columns: Column[],
  statement: (source: SQL) => SQL,
): Promise<void> {
  for (let start = 0; start < count; start += BATCH_ROWS) {
    const end = Math.min(count, start + BATCH_ROWS);
    const arrays = columns.map((c) => {
      const items: string[] = new Array<string>(end - start);
      for (let i = start; i < end; i++) items[i - start] = c.value(i);
      return sql`${`{${items.join(',')}}`}::${sql.raw(c.type)}[]`;
    });
    const names = sql.raw(columns.map((c) => c.name).join(', '));
    await db.execute(statement(sql`unnest(${sql.join(arrays, sql`, `)}) as t(${names})`));
  }
}
