import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionRole } from '../../../contract/auth';
import * as notificationsApi from '../../../contract/notifications';
import { adminActorOf, adminsOnly, memberOf, membersOnly, requireRole } from '../../http/auth';
import { numericId } from '../../http/params';
import { DomainError } from '../../shared/errors';
import { telegramApi } from './channels';
import { markRead, noticesOf } from './inbox';
import { savePreferences, settingsOf } from './settings';
import { outboxPage, retryDelivery } from './staff';
import { botName, newLinkToken, unlinkTelegram } from './telegram';

/** The area whose session asks, from `?role=` (default member), checked like any role. */
async function areaSession(request: FastifyRequest, reply: FastifyReply) {
  const role = sessionRole.safeParse((request.query as { role?: unknown }).role ?? 'member');
  if (!role.success)
    return reply.code(400).send({ message: 'role must be member, operator or admin' });
  return requireRole(role.data)(request, reply);
}

const recipientOf = (request: FastifyRequest) => {
  const principal = request.principal;
  if (!principal) throw new Error('route is missing areaSession');
  return { kind: principal.kind, id: principal.id };
};

/** Notices in every area, a member's channels, and the admins' outbox (decisions §14). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = app.config.notify;
  const bot = config.telegramToken
    ? telegramApi({ ...config, telegramToken: config.telegramToken })
    : undefined;
  const nameOfBot = bot ? botName(bot) : undefined;
  const knownBotName = async () => {
    try {
      return nameOfBot ? await nameOfBot() : null;
    } catch {
      return null;
    }
  };

  app.get(
    notificationsApi.listNotifications.path,
    {
      onRequest: areaSession,
      schema: {
        querystring: notificationsApi.notificationsQuery,
        response: { 200: notificationsApi.listNotifications.response },
      },
    },
    async (request) => noticesOf(await app.readDb(request), recipientOf(request), request.query),
  );

  app.post(
    notificationsApi.markNotificationsRead.path,
    {
      onRequest: areaSession,
      schema: {
        querystring: notificationsApi.notificationsRoleQuery,
        body: notificationsApi.markNotificationsRead.body,
        response: { 200: notificationsApi.markNotificationsRead.response },
      },
    },
    async (request) => ({ unread: await markRead(app.db, recipientOf(request), request.body) }),
  );

  app.get(
    notificationsApi.notificationSettings.path,
    {
      ...membersOnly,
      schema: { response: { 200: notificationsApi.notificationSettings.response } },
    },
    async (request) => settingsOf(app.db, memberOf(request).id, config, await knownBotName()),
  );

  app.post(
    notificationsApi.updateNotificationSettings.path,
    {
      ...membersOnly,
      schema: {
        body: notificationsApi.updateNotificationSettings.body,
        response: { 200: notificationsApi.updateNotificationSettings.response },
      },
    },
    async (request) => {
      const memberId = memberOf(request).id;
      await savePreferences(app.db, memberId, request.body.preferences);
      return settingsOf(app.db, memberId, config, await knownBotName());
    },
  );

  app.post(
    notificationsApi.telegramLink.path,
    { ...membersOnly, schema: { response: { 200: notificationsApi.telegramLink.response } } },
    async (request) => {
      const name = await knownBotName();
      if (!name)
        throw new DomainError('conflict', `Telegram is ${notificationsApi.NOT_CONFIGURED}`);
      const { token, expiresAt } = await newLinkToken(app.db, memberOf(request).id);
      return { url: `https://t.me/${name}?start=${token}`, expiresAt: expiresAt.toISOString() };
    },
  );

  app.post(
    notificationsApi.telegramUnlink.path,
    { ...membersOnly, schema: { response: { 200: notificationsApi.telegramUnlink.response } } },
    async (request) => {
      const memberId = memberOf(request).id;
      await unlinkTelegram(app.db, memberId);
      return settingsOf(app.db, memberId, config, await knownBotName());
    },
  );

  app.get(
    notificationsApi.listOutbox.path,
    {
      ...adminsOnly,
      schema: {
        querystring: notificationsApi.outboxQuery,
        response: { 200: notificationsApi.listOutbox.response },
      },
    },
    async (request) => outboxPage(await app.readDb(request), request.query),
  );

  app.post(
    notificationsApi.retryDelivery.path,
    {
      ...adminsOnly,
      schema: {
        params: z.object({ id: numericId('a message id') }),
        response: { 200: notificationsApi.retryDelivery.response },
      },
    },
    async (request) => ({
      message: 'The message will be sent again',
      delivery: await retryDelivery(app.db, adminActorOf(request), request.params.id),
    }),
  );
};
