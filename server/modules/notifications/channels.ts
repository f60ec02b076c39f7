import { Api } from 'grammy';
import nodemailer from 'nodemailer';
import type { NotifyConfig } from '../../config';
import type { Channel } from './service';

/** One message as a channel sends it. */
export type Outgoing = {
  /** The delivery key: the e-mail's Message-ID, so a receiver can tell a repeat. */
  key: string;
  recipient: string;
  title: string;
  body: string;
  /** An absolute link to the app, when PUBLIC_URL is known. */
  url: string | null;
};

export type Sender = (message: Outgoing) => Promise<void>;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** E-mail through SMTP_URL with nodemailer: plain text and HTML. */
function emailSender(config: NotifyConfig & { smtpUrl: string }): Sender {
  const url = new URL(config.smtpUrl);
  const secure = url.protocol === 'smtps:';
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (secure ? 465 : 587)),
    secure,
    ...(url.username && {
      auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    }),
    connectionTimeout: config.smtpTimeoutMs,
    greetingTimeout: config.smtpTimeoutMs,
    socketTimeout: config.smtpTimeoutMs,
  });
  return async (message) => {
    const link = message.url ? `\n\n${message.url}` : '';
    const htmlLink = message.url
      ? `<p><a href="${escapeHtml(message.url)}">Open LEARN-TRADE-EARN</a></p>`
      : '';
    await transport.sendMail({
      from: config.mailFrom,
      to: message.recipient,
      subject: message.title,
      messageId: `<${message.key}@learn-trade-earn>`,
      text: `${message.body}${link}\n\nLEARN-TRADE-EARN`,
      html: `<h2>${escapeHtml(message.title)}</h2><p>${escapeHtml(message.body)}</p>${htmlLink}<p>LEARN-TRADE-EARN</p>`,
    });
  };
}

/** The Bot API at TELEGRAM_API_URL through grammY's client (the bot's own messages only). */
export function telegramApi(config: NotifyConfig & { telegramToken: string }) {
  return new Api(config.telegramToken, {
    apiRoot: config.telegramApiUrl,
    timeoutSeconds: Math.max(1, Math.ceil(config.smtpTimeoutMs / 1000)),
  });
}

function telegramSender(api: Api): Sender {
  return async (message) => {
    const link = message.url ? `\n\n${message.url}` : '';
    await api.sendMessage(message.recipient, `${message.title}\n\n${message.body}${link}`, {
      link_preview_options: { is_disabled: true },
    });
  };
}

/** The channels this deployment has configured (README "Notifications"). */
export function configuredChannels(config: NotifyConfig): Partial<Record<Channel, Sender>> {
  const channels: Partial<Record<Channel, Sender>> = {};
  if (config.smtpUrl) channels.email = emailSender({ ...config, smtpUrl: config.smtpUrl });
  if (config.telegramToken) {
    channels.telegram = telegramSender(
      telegramApi({ ...config, telegramToken: config.telegramToken }),
    );
  }
  return channels;
}
