import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Executor } from '../db/raw';
import { DomainError } from './errors';

/**
 * Keyset pages of the admin console (decisions §12). A cursor is opaque to clients: the sort key of the
 * last item of a page, as base64url JSON. Each list decodes it with its own key schema, so a
 * cursor from another list or a tampered one is a 400, never a 500.
 */
export type Page<Item> = { items: Item[]; nextCursor: string | null };

type Key = readonly (string | number)[];

export const encodeCursor = (key: Key) => Buffer.from(JSON.stringify(key)).toString('base64url');

export function decodeCursor<Schema extends z.ZodType<Key>>(
  cursor: string | undefined,
  schema: Schema,
): z.infer<Schema> | undefined {
  if (cursor === undefined) return undefined;
  try {
    return schema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw new DomainError('invalid', 'cursor is invalid');
  }
}

/** A database id or count, as cursor keys carry them. */
export const keyId = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);

/** Cursor schema of the lists keyed by one id. */
export const idKey = z.tuple([keyId]);

/**
 * One page from `limit + 1` rows fetched in page order: the extra row only tells that there is a
 * next page, whose cursor is the key of the last row shown.
 */
export function pageOf<Row, Item>(
  rows: Row[],
  limit: number,
  map: (row: Row) => Item,
  keyOf: (row: Row) => Key,
): Page<Item> {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: shown.map(map),
    nextCursor: rows.length > limit && last !== undefined ? encodeCursor(keyOf(last)) : null,
  };
}

/**
 * Timestamps in cursors are whole microseconds since the epoch: PostgreSQL keeps microseconds and
 * a JavaScript Date only milliseconds, so rows of one millisecond would otherwise be skipped.
 */
export const microsOf = (column: SQL) => sql`(extract(epoch from ${column}) * 1000000)::bigint`;
export const fromMicros = (micros: number) =>
  sql`(timestamptz 'epoch' + ${String(micros)}::float8 * interval '1 microsecond')`;

/** `column < id` after a cursor, `true` on the first page. */
export const beforeId = (column: SQL, id: number | undefined) =>
  id === undefined ? sql`true` : sql`${column} < ${id}`;

/** Rows of raw queries as both drivers return them: int8 as strings, timestamps as Date or text. */
export const isoOf = (value: unknown) => new Date(value as string).toISOString();
export const isoOrNull = (value: unknown) =>
  value === null || value === undefined ? null : isoOf(value);

/** Raw rows as the staff lists select them. */
export type Row = Record<string, unknown>;

/** A text column that may be null. */
export const textOrNull = (value: unknown) =>
  value === null || value === undefined ? null : String(value);

/** A list page's request: the cursor of the previous page and how many items. */
export type ListQuery = { cursor?: string | undefined; limit: number };

/**
 * A page of `view` newest first by `<alias>.id`, after the previous page's cursor
 * (README "Rules": staff lists are keyset pages).
 */
export async function newestFirst<Item>(
  db: Executor,
  list: { view: (where: SQL) => SQL; alias: string; where?: SQL | undefined },
  query: ListQuery,
  toItem: (row: Row) => Item,
): Promise<Page<Item>> {
  const [before] = decodeCursor(query.cursor, idKey) ?? [];
  const id = sql.raw(`${list.alias}.id`);
  const rows = await queryRows<Row>(
    db,
    sql`${list.view(sql`${list.where ?? sql`true`} and ${beforeId(id, before)}`)}
        order by ${id} desc limit ${query.limit + 1}`,
  );
  return pageOf(rows, query.limit, toItem, (r) => [Number(r['id'])]);
}

/** `<alias>.status = status` when a status filter is given, else every row. */
export const statusIs = (alias: string, status: string | undefined) =>
  status ? sql`${sql.raw(alias)}.status = ${status}` : sql`true`;
