import { sql, type SQL } from 'drizzle-orm';
import { SECURITY_KINDS, type NotificationKind } from '../../../contract/notifications';
import type { Executor } from '../../db/raw';
import type { SessionKind } from '../../db/schema';
import type { Message } from './messages';

/** Who a notice is for: a member, an operator or an admin. */
export type Recipient = { kind: SessionKind; id: number };

export type Channel = 'email' | 'telegram';

/** The name under which an instance records a channel it has configured (worker_state). */
export const channelFlag = (channel: Channel) => `channel:${channel}`;

const securityKinds = sql.raw(`array[${SECURITY_KINDS.map((k) => `'${k}'`).join(',')}]::text[]`);

/**
 * The outbox rows for the notices `notices` names (a query answering id, subject_kind,
 * subject_id, kind): an e-mail to the person's address and a Telegram message to their linked
 * chat, each when this deployment has the channel and the person has not turned it off for that
 * kind. Account-security notices always go by e-mail (decisions §14); recovery codes only by it.
 */
function deliveriesFor(notices: SQL) {
  return sql`
    insert into deliveries (notification_id, channel, recipient)
    select n.id, c.channel, c.recipient
      from (${notices}) n
      cross join lateral (
        select 'email' as channel, m.email as recipient
          from members m
          left join notification_preferences p on p.member_id = m.id and p.kind = n.kind
         where n.subject_kind = 'member' and m.id = n.subject_id and m.email <> ''
           and exists (select 1 from worker_state where name = ${channelFlag('email')})
           and (n.kind = any(${securityKinds}) or n.kind = 'recovery_code'
                or coalesce(p.email, true))
        union all
        select 'telegram', t.chat_id
          from telegram_links t
          left join notification_preferences p on p.member_id = t.member_id and p.kind = n.kind
         where n.subject_kind = 'member' and t.member_id = n.subject_id
           and n.kind <> 'recovery_code'
           and exists (select 1 from worker_state where name = ${channelFlag('telegram')})
           and coalesce(p.telegram, true)
        union all
        select 'email', s.email
          from staff s
         where n.subject_kind in ('operator', 'admin') and s.id = n.subject_id
           and exists (select 1 from worker_state where name = ${channelFlag('email')})
      ) c
    on conflict do nothing`;
}

/**
 * Tells one person about an event, in the caller's transaction (decisions §14): the in-app
 * notice and its outbox rows commit or roll back with the event itself.
 */
export async function notify(db: Executor, to: Recipient, message: Message): Promise<void> {
  await db.execute(sql`
    with added as (
      insert into notifications (subject_kind, subject_id, kind, title, body, link)
      values (${to.kind}, ${to.id}, ${message.kind}, ${message.title}, ${message.body},
              ${message.link})
      returning id, subject_kind, subject_id, kind
    )
    ${deliveriesFor(sql`select * from added`)}`);
}

/**
 * Tells many members at once, set-based (a close pays thousands): `rows` answers member_id, title
 * and body; every row gets its notice and outbox rows in one statement. `prefix` names CTEs
 * `rows` may read (e.g. the rows an insert just added: `new_ranks as (insert … returning …)`).
 */
export async function notifyMembers(
  db: Executor,
  kind: NotificationKind,
  link: string | null,
  rows: SQL,
  prefix?: SQL,
): Promise<void> {
  await db.execute(sql`
    with ${prefix ? sql`${prefix},` : sql``} added as (
      insert into notifications (subject_kind, subject_id, kind, title, body, link)
      select 'member', r.member_id, ${kind}, r.title, r.body, ${link} from (${rows}) r
      returning id, subject_kind, subject_id, kind
    )
    ${deliveriesFor(sql`select * from added`)}`);
}

/** `money` (micro-USDT) as en-GB 2-decimal USDT inside SQL, like `usdt()` in messages.ts. */
export const usdtSql = (money: SQL) =>
  sql`to_char(${money} / 1000000.0, 'FM999,999,999,990.00') || ' USDT'`;

/** An en-GB date inside SQL, like `ukDate()` in messages.ts. */
export const ukDateSql = (at: SQL) => sql`to_char(${at} at time zone 'UTC', 'FMDD FMMonth YYYY')`;
