import { once } from 'node:events';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; subject: string; text: string; messageId: string };
/** accept: take every message; refuse: answer 451 to each; hang: never answer after DATA. */
export type SmtpMode = 'accept' | 'refuse' | 'hang';

const header = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(raw)?.[1]?.trim() ?? '';

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package): the product's nodemailer talks to
 * it as to any mail server. Tests read what arrived and switch how it answers.
 */
export async function startFakeSmtp(port = 0) {
  const received: ReceivedMail[] = [];
  let mode: SmtpMode = 'accept';
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (mode === 'hang') return; // never answers: the client's socket timeout must fire
        if (mode === 'refuse') {
          callback(
            Object.assign(new Error('Mailbox unavailable, try later'), { responseCode: 451 }),
          );
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const body = raw
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join('\n\n');
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: header(raw, 'Subject'),
          text: body,
          messageId: header(raw, 'Message-ID'),
        });
        callback();
      });
    },
  });
  server.listen(port, '127.0.0.1');
  await once(server.server, 'listening');
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    received,
    setMode(next: SmtpMode) {
      mode = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeSmtp = Awaited<ReturnType<typeof startFakeSmtp>>;
