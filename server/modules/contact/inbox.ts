import { sql } from 'drizzle-orm';
import type { Inquiry } from '../../../contract/admin';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw';
import { DomainError } from '../../shared/errors';
import { audit, type Actor } from '../audit/service';
import {
  beforeId,
  decodeCursor,
  idKey,
  isoOf,
  isoOrNull,
  pageOf,
  type Page,
} from '../../shared/paging';
import type { Row } from '../../shared/paging';

function inquiryOf(r: Row): Inquiry {
  return {
    _id: String(r['id']),
    name: String(r['name']),
    phoneNo: String(r['phone_no']),
    email: String(r['email']),
    message: String(r['message']),
    createdAt: isoOf(r['created_at']),
    readAt: isoOrNull(r['read_at']),
  };
}

/** Contact inquiries newest first, all or only the unread (or read) ones. */
export async function listInquiries(
  db: Database,
  query: { cursor?: string | undefined; limit: number; unread?: boolean | undefined },
): Promise<Page<Inquiry>> {
  const after = decodeCursor(query.cursor, idKey);
  const unread =
    query.unread === undefined
      ? sql`true`
      : query.unread
        ? sql`read_at is null`
        : sql`read_at is not null`;
  const rows = await queryRows<Row>(
    db,
    sql`select * from contact_inquiries
         where ${unread} and ${beforeId(sql`id`, after?.[0])}
         order by id desc limit ${query.limit + 1}`,
  );
  return pageOf(rows, query.limit, inquiryOf, (r) => [Number(r['id'])]);
}

/** Marks an inquiry read (keeping when it was first read) or unread again; audited. */
export async function markInquiry(
  db: Database,
  actor: Actor & { kind: 'admin' },
  id: number,
  read: boolean,
): Promise<Inquiry> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<Row>(
      tx,
      sql`update contact_inquiries
             set read_at = ${read ? sql`coalesce(read_at, now())` : sql`null`}
           where id = ${id} returning *`,
    );
    if (!row) throw new DomainError('not_found', `Inquiry ${id} not found`);
    await audit(tx, actor, 'inquiry.read', `inquiry:${id}`, { read });
    return inquiryOf(row);
  });
}
