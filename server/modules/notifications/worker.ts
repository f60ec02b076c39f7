import type { Api } from 'grammy';
import type { NotifyConfig } from '../../config';
import type { Database } from '../../db/client';
import { telegramApi } from './channels';
import { sendDigestWhenDue } from './digest';
import { createDispatcher, recordChannels } from './outbox';
import { readBotUpdates } from './telegram';

type Logger = { error(obj: object, msg: string): void };

export type NotificationWorker = {
  /** One pass of everything: the outbox, the bot's updates, the digest when due. */
  runOnce(): Promise<void>;
  /** Stops the loop and waits for a pass in flight. */
  stop(): Promise<void>;
};

/**
 * The notification worker of one instance (decisions §14): every NOTIFY_POLL_MS it delivers the
 * outbox, reads the bot's updates for account links and sends the admins' digest when due. Every
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

  const step = async (name: string, work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      options.log.error({ err: error }, `notifications: ${name} failed`);
    }
  };
  const runOnce = async () => {
    await step('delivery', () => dispatcher.runOnce());
    if (bot) await step('telegram updates', () => readBotUpdates(db, bot));
    await step('digest', () => sendDigestWhenDue(db, config.digestHours));
  };

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const tick = () => {
    running = runOnce().finally(() => {
      running = undefined;
      if (!stopped) timer = setTimeout(tick, config.pollMs);
    });
  };
  // The first pass waits one interval: a starting instance serves requests first.
  if (options.loop !== false) timer = setTimeout(tick, config.pollMs);

  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
