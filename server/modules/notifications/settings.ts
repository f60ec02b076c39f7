import { sql } from 'drizzle-orm';
import {
  MEMBER_KIND_LABELS,
  SECURITY_KINDS,
  type ChannelPreference,
  type MemberKind,
  type NotificationSettings,
} from '../../../contract/notifications';
import type { NotifyConfig } from '../../config';
import type { Database } from '../../db/client';
import { queryRows, type Executor } from '../../db/raw';

const KINDS = Object.keys(MEMBER_KIND_LABELS) as MemberKind[];

/** A member's channels and choices; no stored choice means every channel on. */
export async function settingsOf(
  db: Executor,
  memberId: number,
  config: NotifyConfig,
  bot: string | null,
): Promise<NotificationSettings> {
  const [member] = await queryRows<{ email: string; chat_id: string | null }>(
    db,
    sql`select m.email, t.chat_id from members m
          left join telegram_links t on t.member_id = m.id
         where m.id = ${memberId}`,
  );
  const stored = await queryRows<{ kind: string; email: boolean; telegram: boolean }>(
    db,
    sql`select kind, email, telegram from notification_preferences where member_id = ${memberId}`,
  );
  const byKind = new Map(stored.map((p) => [p.kind, p]));
  return {
    email: {
      configured: config.smtpUrl !== undefined,
      address: member?.email ? member.email : null,
    },
    telegram: {
      configured: config.telegramToken !== undefined,
      linked: (member?.chat_id ?? null) !== null,
      bot,
    },
    preferences: KINDS.map((kind) => ({
      kind,
      // Account security always goes by e-mail (decisions §14).
      email: SECURITY_KINDS.includes(kind) || (byKind.get(kind)?.email ?? true),
      telegram: byKind.get(kind)?.telegram ?? true,
    })),
  };
}

export async function savePreferences(
  db: Database,
  memberId: number,
  preferences: ChannelPreference[],
): Promise<void> {
  await db.transaction(async (tx) => {
    for (const p of preferences) {
      await tx.execute(sql`
        insert into notification_preferences (member_id, kind, email, telegram)
        values (${memberId}, ${p.kind}, ${p.email}, ${p.telegram})
        on conflict (member_id, kind) do update
          set email = excluded.email, telegram = excluded.telegram`);
    }
  });
}
