import { sql } from 'drizzle-orm';
import type { Notification, NotificationPage } from '../../../contract/notifications';
import { queryRows, type Executor } from '../../db/raw';
import {
  newestFirst,
  isoOf,
  isoOrNull,
  textOrNull,
  type ListQuery,
  type Row,
} from '../../shared/paging';
import type { Recipient } from './service';

/** Recovery codes travel by e-mail only; the in-app list never shows them. */
const shown = sql`n.kind <> 'recovery_code'`;

const noticeOf = (r: Row): Notification => ({
  _id: String(r['id']),
  kind: r['kind'] as Notification['kind'],
  title: String(r['title']),
  body: String(r['body']),
  link: textOrNull(r['link']),
  createdAt: isoOf(r['created_at']),
  readAt: isoOrNull(r['read_at']),
});

export async function unreadCount(db: Executor, who: Recipient): Promise<number> {
  const [row] = await queryRows<{ unread: string | number }>(
    db,
    sql`select count(*) as unread from notifications n
         where n.subject_kind = ${who.kind} and n.subject_id = ${who.id}
           and n.read_at is null and ${shown}`,
  );
  return Number(row?.unread ?? 0);
}

/** The person's notices, newest first, with the bell's unread count. */
export async function noticesOf(
  db: Executor,
  who: Recipient,
  query: ListQuery,
): Promise<NotificationPage> {
  const [page, unread] = await Promise.all([
    newestFirst(
      db,
      {
        view: (where) => sql`select n.* from notifications n where ${where}`,
        alias: 'n',
        where: sql`n.subject_kind = ${who.kind} and n.subject_id = ${who.id} and ${shown}`,
      },
      query,
      noticeOf,
    ),
    unreadCount(db, who),
  ]);
  return { ...page, unread };
}

/** Marks the person's own notices read (all, or those named); answers the new unread count. */
export async function markRead(
  db: Executor,
  who: Recipient,
  which: { ids?: string[] | undefined; all?: boolean | undefined },
): Promise<number> {
  const chosen = which.all
    ? sql`true`
    : sql`n.id = any(${`{${(which.ids ?? []).map(Number).join(',')}}`}::bigint[])`;
  await db.execute(sql`
    update notifications n set read_at = now()
     where n.subject_kind = ${who.kind} and n.subject_id = ${who.id}
       and n.read_at is null and ${chosen}`);
  return unreadCount(db, who);
}
