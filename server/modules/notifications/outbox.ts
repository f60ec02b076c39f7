import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { NotifyConfig } from '../../config';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw';
import { configuredChannels, type Sender } from './channels';
import { channelFlag, type Channel } from './service';
import { RECOVERY_CODE_MINUTES } from '../recovery/lifetime';

/** The longest wait between two tries of one message. */
const MAX_BACKOFF_MS = 60 * 60 * 1000;
/** How many due messages one pass claims. */
const BATCH = 20;
export const INTERRUPTED =
  'Interrupted while sending: not sent again automatically, so that it can never arrive twice';
const EXPIRED_CODE = 'The code expired before it could be sent';
const WIPED_CODE = '(the code is removed once sent)';

type Claimed = {
  id: string | number;
  notification_id: string | number;
  channel: Channel;
  recipient: string;
  attempts: number;
  kind: string;
  title: string;
  body: string;
  link: string | null;
};

/** The delay before try `attempts + 1`: the base, doubled per try, at most an hour. */
export const backoffMs = (baseMs: number, attempts: number) =>
  Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempts - 1));

export type Dispatcher = {
  /** One pass: recovers interrupted sends, then claims and sends what is due. Answers how many it tried. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
};

/**
 * Delivers the outbox (decisions §14). A pass claims due rows with `for update skip locked`, so
 * two instances never claim the same row; a row is sent, then marked sent. A row left `sending`
 * by a process that died mid-send is not sent again (it may have gone out): it becomes a dead
 * letter an admin can retry. A failure waits `NOTIFY_RETRY_BASE_MS` doubled per try; after
 * `NOTIFY_MAX_ATTEMPTS` tries the row is dead with its error.
 */
export function createDispatcher(
  db: Database,
  config: NotifyConfig,
  options: { publicUrl: string | undefined; senders?: Partial<Record<Channel, Sender>> },
): Dispatcher {
  const senders = options.senders ?? configuredChannels(config);
  const instance = randomUUID();
  // A send never takes longer than the channel's own timeouts; after that the row is orphaned.
  const leaseMs = config.smtpTimeoutMs * 3 + 30_000;

  async function recover() {
    const interrupted = await queryRows<{ notification_id: string | number }>(
      db,
      sql`update deliveries set state = 'dead', last_error = ${INTERRUPTED}
           where state = 'sending'
             and claimed_at < now() - ${`${leaseMs} milliseconds`}::interval
          returning notification_id`,
    );
    // Codes that can no longer be used are not sent.
    const expired = await queryRows<{ notification_id: string | number }>(
      db,
      sql`update deliveries d set state = 'dead', last_error = ${EXPIRED_CODE}
            from notifications n
           where n.id = d.notification_id and n.kind = 'recovery_code' and d.state = 'pending'
             and n.created_at < now() - ${`${RECOVERY_CODE_MINUTES} minutes`}::interval
          returning d.notification_id`,
    );
    await wipeCodes([...interrupted, ...expired].map((r) => Number(r.notification_id)));
  }

  /**
   * A code stays readable only while its e-mail may still go out (it is stored hashed too): only
   * the notices of rows this pass touched are looked at, so no pass scans the notifications table.
   */
  async function wipeCodes(notificationIds: number[]) {
    if (notificationIds.length === 0) return;
    await db.execute(sql`
      update notifications n set body = ${WIPED_CODE}
       where n.id = any(${`{${notificationIds.join(',')}}`}::bigint[])
         and n.kind = 'recovery_code' and n.body <> ${WIPED_CODE}
         and not exists (select 1 from deliveries d
                          where d.notification_id = n.id and d.state in ('pending', 'sending'))`);
  }

  async function claim(): Promise<Claimed[]> {
    const channels = Object.keys(senders);
    if (channels.length === 0) return [];
    return queryRows<Claimed>(
      db,
      sql`
        with due as (
          select id from deliveries
           where state = 'pending' and next_attempt_at <= now()
             and channel = any(${`{${channels.join(',')}}`}::text[])
           order by next_attempt_at, id
           limit ${BATCH}
           for update skip locked
        )
        update deliveries d
           set state = 'sending', claimed_at = now(), claimed_by = ${instance},
               attempts = d.attempts + 1
          from due, notifications n
         where d.id = due.id and n.id = d.notification_id
        returning d.id, d.notification_id, d.channel, d.recipient, d.attempts, n.kind, n.title,
                  n.body, n.link`,
    );
  }

  async function settle(row: Claimed, error: unknown) {
    if (error === undefined) {
      await db.execute(sql`
        update deliveries set state = 'sent', sent_at = now(), last_error = null
         where id = ${row.id} and claimed_by = ${instance}`);
      return;
    }
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const dead = row.attempts >= config.maxAttempts;
    await db.execute(sql`
      update deliveries
         set state = ${dead ? 'dead' : 'pending'}, last_error = ${message},
             next_attempt_at = now() + ${`${backoffMs(config.retryBaseMs, row.attempts)} milliseconds`}::interval
       where id = ${row.id} and claimed_by = ${instance}`);
  }

  async function runOnce(): Promise<number> {
    await recover();
    const rows = await claim();
    await Promise.all(
      rows.map(async (row) => {
        const send = senders[row.channel];
        let failure: unknown;
        try {
          if (!send) throw new Error(`${row.channel} is not configured`);
          await send({
            key: `delivery-${row.id}`,
            recipient: row.recipient,
            title: row.title,
            body: row.body,
            url: row.link && options.publicUrl ? `${options.publicUrl}${row.link}` : null,
          });
        } catch (error) {
          failure = error ?? new Error('failed');
        }
        await settle(row, failure);
      }),
    );
    const codes = rows.filter((row) => row.kind === 'recovery_code');
    await wipeCodes(codes.map((row) => Number(row.notification_id)));
    return rows.length;
  }

  return { runOnce, stop: async () => {} };
}

/**
 * Records which channels this instance has configured, so notices written anywhere get outbox
 * rows only for channels that can deliver them (README "Notifications": instances share one
 * configuration).
 */
export async function recordChannels(db: Database, config: NotifyConfig) {
  const configured: Record<Channel, boolean> = {
    email: config.smtpUrl !== undefined,
    telegram: config.telegramToken !== undefined,
  };
  for (const [channel, on] of Object.entries(configured) as [Channel, boolean][]) {
    await db.execute(
      on
        ? sql`insert into worker_state (name, value) values (${channelFlag(channel)}, 'on')
              on conflict (name) do nothing`
        : sql`delete from worker_state where name = ${channelFlag(channel)}`,
    );
  }
}
