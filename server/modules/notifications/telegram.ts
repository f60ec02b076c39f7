import { sql } from 'drizzle-orm';
import type { Api } from 'grammy';
import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { queryRows, type Executor } from '../../db/raw';

/** How long a start link works. */
const LINK_MINUTES = 15;
/** One instance reads the bot's updates at a time; a lease outlives a crashed reader briefly. */
const LEASE_MS = 30_000;
export const LINKED_REPLY =
  'Your LEARN-TRADE-EARN account is linked. You will get your notifications here.';
export const UNKNOWN_LINK_REPLY =
  'This link has expired or was already used. Open Account in the app for a new one.';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A one-time start token for the member (decisions §14: a bot writes only to who started it). */
export async function newLinkToken(db: Executor, memberId: number) {
  const token = randomBytes(24).toString('base64url');
  const expiresAt = new Date(Date.now() + LINK_MINUTES * 60_000);
  await db.execute(sql`delete from telegram_link_tokens where member_id = ${memberId}
                          or expires_at < now()`);
  await db.execute(sql`insert into telegram_link_tokens (token_hash, member_id, expires_at)
                       values (${hashOf(token)}, ${memberId}, ${expiresAt})`);
  return { token, expiresAt };
}

export async function unlinkTelegram(db: Executor, memberId: number) {
  await db.execute(sql`delete from telegram_links where member_id = ${memberId}`);
}

/** Links the chat to the token's member; false when the token is unknown, used or expired. */
export async function linkChat(db: Database, token: string, chatId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await queryRows<{ member_id: string | number }>(
      tx,
      sql`delete from telegram_link_tokens
           where token_hash = ${hashOf(token)} and expires_at > now()
          returning member_id`,
    );
    if (!row) return false;
    await tx.execute(sql`
      insert into telegram_links (member_id, chat_id) values (${Number(row.member_id)}, ${chatId})
      on conflict (member_id) do update set chat_id = excluded.chat_id, linked_at = now()`);
    return true;
  });
}

async function takeLease(db: Database, name: string): Promise<boolean> {
  const until = Date.now() + LEASE_MS;
  const rows = await queryRows<{ name: string }>(
    db,
    sql`insert into worker_state (name, value) values (${name}, ${String(until)})
        on conflict (name) do update set value = excluded.value
         where worker_state.value::bigint < ${Date.now()}
        returning name`,
  );
  return rows.length > 0;
}

async function releaseLease(db: Database, name: string) {
  await db.execute(sql`update worker_state set value = '0' where name = ${name}`);
}

/**
 * Reads the bot's new messages (getUpdates) and links the chats that sent `/start <token>`.
 * The offset is kept in the database, so every update is read once across restarts and instances.
 */
export async function readBotUpdates(db: Database, api: Api): Promise<number> {
  if (!(await takeLease(db, 'telegram:lease'))) return 0;
  try {
    const [state] = await queryRows<{ value: string }>(
      db,
      sql`select value from worker_state where name = 'telegram:offset'`,
    );
    const updates = await api.getUpdates({
      offset: Number(state?.value ?? 0),
      timeout: 0,
      allowed_updates: ['message'],
    });
    for (const update of updates) {
      const text = update.message?.text ?? '';
      const chat = update.message?.chat.id;
      const start = /^\/start\s+([\w-]{16,64})$/.exec(text.trim());
      if (start?.[1] && chat !== undefined) {
        const linked = await linkChat(db, start[1], String(chat));
        await api.sendMessage(chat, linked ? LINKED_REPLY : UNKNOWN_LINK_REPLY);
      }
      await db.execute(sql`
        insert into worker_state (name, value) values ('telegram:offset', ${String(update.update_id + 1)})
        on conflict (name) do update set value = excluded.value`);
    }
    return updates.length;
  } finally {
    await releaseLease(db, 'telegram:lease');
  }
}

/** The bot's @username for start links, asked once per process. */
export function botName(api: Api) {
  let known: Promise<string> | undefined;
  return () => {
    known ??= api.getMe().then((me) => me.username);
    known.catch(() => {
      known = undefined;
    });
    return known;
  };
}
