import type { Api } from 'grammy';
import type { NotifyConfig } from '../../config';
import type { Database } from '../../db/client';
import { telegramApi } from './channels';
import { sendDigestWhenDue } from './digest';
import { createDispatcher, recordChannels } from './outbox';
import { writeOwedNotices } from './owed';
import { OWED_NOTICE_WRITERS } from './owed-writers';
import { readBotUpdates } from './telegram';
import { startPolling, stepOf, type Poller } from '../../shared/polling';

type Logger = { error(obj: object, msg: string): void };

/** runOnce: one pass of everything: the closes' owed notices, the outbox, the bot's updates, the digest when due. */
export type NotificationWorker = Poller;

/**
 * The notification worker of one instance (decisions §14): every NOTIFY_POLL_MS it writes the
 * notices the closes owe (decision 0013), delivers the outbox, reads the bot's updates for account links and sends the admins' digest when due. Every
 * instance may run one: claims and leases in the database keep them from doing anything twice.
 */
export async function startNotificationWorker(
  db: Database,
  config: NotifyConfig,
  options: { publicUrl: string | undefined; log: Logger; loop?: boolean },
): Promise<NotificationWorker> {
  await recordChannels(db, config);
  const dispatcher = createDispatcher(db, config, { publicUrl: options.publicUrl });
  const bot: Api | undefined = config.telegramToken
    ? telegramApi({ ...config, telegramToken: config.telegramToken })
    : undefined;

  const step = stepOf('notifications', options.log);
  const runOnce = async () => {
    await step('owed notices', () => writeOwedNotices(db, OWED_NOTICE_WRITERS, options.log));
    await step('delivery', () => dispatcher.runOnce());
    if (bot) await step('telegram updates', () => readBotUpdates(db, bot));
    await step('digest', () => sendDigestWhenDue(db, config.digestHours));
  };

  return startPolling('notifications', runOnce, {
    intervalMs: config.pollMs,
    log: options.log,
    ...(options.loop === undefined ? {} : { loop: options.loop }),
  });
}
