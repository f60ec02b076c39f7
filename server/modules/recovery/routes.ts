import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as recoveryApi from '../../../contract/notifications';
import { adminActorOf, adminsOnly, memberOf, membersOnly } from '../../http/auth';
import { numericId } from '../../http/params';
import { limitRequest } from '../../http/rate-limits';
import {
  adminsList,
  assertEmailRecovery,
  requestPasswordCode,
  requestUniqueKeyCode,
  resetAdminPassword,
  resetPasswordWithCode,
  resetUniqueKeyWithCode,
} from './service';

/** Account recovery by e-mailed code, and admins' passwords reset by another admin (decisions §14). */
export const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const emailConfigured = app.config.notify.smtpUrl !== undefined;

  app.get(
    recoveryApi.recoveryOptions.path,
    { schema: { response: { 200: recoveryApi.recoveryOptions.response } } },
    async () => ({ email: emailConfigured }),
  );

  app.post(
    recoveryApi.forgotPassword.path,
    {
      schema: {
        body: recoveryApi.forgotPassword.body,
        response: { 200: recoveryApi.forgotPassword.response },
      },
    },
    async (request) => {
      assertEmailRecovery(emailConfigured);
      await limitRequest(app, 'recoveryRequest', request.ip);
      const login = request.body;
      await limitRequest(
        app,
        'recoveryAccount',
        login.role === 'member' ? login.sponsorId : login.email.toLowerCase(),
      );
      await requestPasswordCode(app.db, login);
      return { message: recoveryApi.RECOVERY_SENT };
    },
  );

  app.post(
    recoveryApi.resetPassword.path,
    {
      schema: {
        body: recoveryApi.resetPassword.body,
        response: { 200: recoveryApi.resetPassword.response },
      },
    },
    async (request) => {
      assertEmailRecovery(emailConfigured);
      const { code, newPassword, ...login } = request.body;
      await resetPasswordWithCode(app.db, login, request.ip, code, newPassword);
      return { message: 'Your password is changed. Log in with the new password.' };
    },
  );

  app.post(
    recoveryApi.uniqueKeyCode.path,
    {
      ...membersOnly,
      schema: {
        body: recoveryApi.uniqueKeyCode.body,
        response: { 200: recoveryApi.uniqueKeyCode.response },
      },
    },
    async (request) => {
      assertEmailRecovery(emailConfigured);
      const member = memberOf(request);
      await limitRequest(app, 'recoveryAccount', member.sponsorCode);
      await requestUniqueKeyCode(app.db, member, request.ip, request.body.password);
      return { message: 'A code is on its way to your e-mail. It is good for 15 minutes.' };
    },
  );

  app.post(
    recoveryApi.uniqueKeyReset.path,
    {
      ...membersOnly,
      schema: {
        body: recoveryApi.uniqueKeyReset.body,
        response: { 200: recoveryApi.uniqueKeyReset.response },
      },
    },
    async (request) => {
      assertEmailRecovery(emailConfigured);
      const { password, code } = request.body;
      const uniqueKey = await resetUniqueKeyWithCode(
        app.db,
        memberOf(request),
        request.ip,
        password,
        code,
      );
      return { message: 'Your new unique key: save it now, it is shown only once', uniqueKey };
    },
  );

  app.get(
    recoveryApi.listAdmins.path,
    { ...adminsOnly, schema: { response: { 200: recoveryApi.listAdmins.response } } },
    async (request) => ({ admins: await adminsList(await app.readDb(request)) }),
  );

  app.post(
    recoveryApi.resetAdminPassword.path,
    {
      ...adminsOnly,
      schema: {
        params: z.object({ id: numericId('an admin id') }),
        response: { 200: recoveryApi.resetAdminPassword.response },
      },
    },
    async (request) => {
      const actor = adminActorOf(request);
      const password = await resetAdminPassword(app.db, actor, request.params.id);
      return { message: 'New password: give it to the admin, it is shown only once', password };
    },
  );
};
