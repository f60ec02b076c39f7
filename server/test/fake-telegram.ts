import { once } from 'node:events';
import { createServer } from 'node:http';

export const FAKE_BOT_TOKEN = '123456789:TEST-token-for-the-fake-bot-api';
export const FAKE_BOT_NAME = 'ltearn_test_bot';

type SentMessage = { chat_id: string; text: string };
type Update = {
  update_id: number;
  message: {
    message_id: number;
    date: number;
    text: string;
    chat: { id: number; type: 'private' };
  };
};

/**
 * A Bot API on 127.0.0.1 answering getMe, getUpdates and sendMessage with the shapes of the
 * public documentation (core.telegram.org/bots/api): `{ ok, result }`, `{ ok: false, ... }`.
 */
export async function startFakeTelegram() {
  const sent: SentMessage[] = [];
  const updates: Update[] = [];
  let nextUpdate = 1;
  let failing = false;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const match = /^\/bot([^/]+)\/(\w+)/.exec(req.url ?? '');
      const reply = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (!match || match[1] !== FAKE_BOT_TOKEN) {
        reply(401, { ok: false, error_code: 401, description: 'Unauthorized' });
        return;
      }
      const params = body ? (JSON.parse(body) as Record<string, unknown>) : {};
      const method = match[2];
      if (method === 'getMe') {
        reply(200, {
          ok: true,
          result: { id: 123456789, is_bot: true, first_name: 'LTE', username: FAKE_BOT_NAME },
        });
      } else if (method === 'getUpdates') {
        const offset = Number(params['offset'] ?? 0);
        reply(200, { ok: true, result: updates.filter((u) => u.update_id >= offset) });
      } else if (method === 'sendMessage') {
        if (failing) {
          reply(429, {
            ok: false,
            error_code: 429,
            description: 'Too Many Requests: retry after 1',
            parameters: { retry_after: 1 },
          });
          return;
        }
        sent.push({ chat_id: String(params['chat_id']), text: String(params['text']) });
        reply(200, {
          ok: true,
          result: {
            message_id: sent.length,
            date: Math.floor(Date.now() / 1000),
            chat: { id: Number(params['chat_id']), type: 'private' },
            text: params['text'],
          },
        });
      } else {
        reply(404, { ok: false, error_code: 404, description: 'Not Found' });
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `http://127.0.0.1:${address.port}`,
    sent,
    /** A person opens the bot's start link in Telegram: the bot gets `/start <token>`. */
    start(chatId: number, token: string) {
      updates.push({
        update_id: nextUpdate++,
        message: {
          message_id: nextUpdate,
          date: Math.floor(Date.now() / 1000),
          text: `/start ${token}`,
          chat: { id: chatId, type: 'private' },
        },
      });
    },
    setFailing(on: boolean) {
      failing = on;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
