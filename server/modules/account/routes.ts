import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as accountApi from '../../../contract/account';
import { memberOf, membersOnly } from '../../http/auth';
import { openSessionsOf, profileOf } from './queries';
import { endOtherSessions, endOwnSession } from './service';
import { profileView, sessionView } from './views';

/** The member's own account page: profile and open sessions (README "Security", sessions). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    accountApi.accountProfile.path,
    { ...membersOnly, schema: { response: { 200: accountApi.accountProfile.response } } },
    async (request) => profileView(await profileOf(app.db, memberOf(request).id)),
  );

  app.get(
    accountApi.accountSessions.path,
    { ...membersOnly, schema: { response: { 200: accountApi.accountSessions.response } } },
    async (request) => {
      const member = memberOf(request);
      const rows = await openSessionsOf(app.db, member);
      return { sessions: rows.map((row) => sessionView(row, member.sessionId)) };
    },
  );

  app.post(
    accountApi.revokeAccountSession.path,
    {
      ...membersOnly,
      schema: {
        body: accountApi.revokeAccountSession.body,
        response: { 200: accountApi.revokeAccountSession.response },
      },
    },
    async (request) => {
      await endOwnSession(app.db, memberOf(request), Number(request.body.id));
      return { message: 'Signed out on that device' };
    },
  );

  app.post(
    accountApi.revokeOtherSessions.path,
    { ...membersOnly, schema: { response: { 200: accountApi.revokeOtherSessions.response } } },
    async (request) => {
      const count = await endOtherSessions(app.db, memberOf(request));
      return { message: 'Signed out on every other device', count };
    },
  );
};
