import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePassword,
  loginUser,
  logout,
  me,
  registerUser,
  registerUserLeft,
  registerUserRight,
  sessionRole,
  type Position,
} from '../../../contract/auth';
import { DomainError } from '../../shared/errors';
import {
  SESSION_ROLES,
  clearSessionCookie,
  memberOf,
  requireRole,
  sendsCredentials,
  sessionOf,
  setSessionCookie,
  tokensOf,
} from '../../http/auth';
import { guards } from '../../shared/guards';
import { loginMember } from './login';
import { meOf } from './me';
import { registerMember } from '../members/service';
import { changeMemberPassword } from './login';
import { limitRequest } from '../../http/rate-limits';
import { revokeTokens } from './sessions';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    loginUser.path,
    { schema: { body: loginUser.body, response: { 200: loginUser.response } } },
    async (request, reply) => {
      const { sponsorId, password, code } = request.body;
      const session = await loginMember(
        app.db,
        sponsorId,
        password,
        request.ip,
        code,
        request.headers['user-agent'],
      );
      setSessionCookie(request, reply, 'member', session.token);
      return { message: 'Login Successful', ...session };
    },
  );

  const registrations: [typeof registerUser, Position | undefined][] = [
    [registerUser, undefined],
    [registerUserLeft, 'left'],
    [registerUserRight, 'right'],
  ];
  for (const [endpoint, position] of registrations) {
    app.post(
      endpoint.path,
      { schema: { body: endpoint.body, response: { 201: endpoint.response } } },
      async (request, reply) => {
        // From the member area the registering member is the sponsor; without a session (public
        // signup) the member placed under is (decisions §4).
        const principal = await sessionOf(request, 'member');
        // Only a request with no credentials at all is a public signup: an expired or forged
        // token must not register under the wrong sponsor (README "Security").
        if (!principal && sendsCredentials(request, 'member') && guards.refuseInvalidCredentials) {
          throw new DomainError('unauthenticated', 'Your session has ended. Please log in again.');
        }
        if (principal && principal.kind !== 'member') {
          throw new DomainError('forbidden', 'Staff accounts cannot register members here');
        }
        await limitRequest(
          app,
          principal ? 'downlineRegistration' : 'publicRegistration',
          principal ? String(principal.id) : request.ip,
        );
        const result = await registerMember(app.db, request.body, position, principal?.id);
        return reply.code(201).send(result);
      },
    );
  }

  app.get(
    me.path,
    {
      schema: {
        querystring: z.object({ role: z._default(sessionRole, 'member') }),
        response: { 200: me.response },
      },
    },
    async (request) => {
      const principal = await sessionOf(request, request.query.role);
      if (!principal || principal.kind !== request.query.role) {
        throw new DomainError('unauthenticated', 'Please log in');
      }
      return meOf(principal);
    },
  );

  app.post(
    changePassword.path,
    {
      onRequest: requireRole('member'),
      schema: { body: changePassword.body, response: { 200: changePassword.response } },
    },
    async (request, reply) => {
      const member = memberOf(request);
      const token = await changeMemberPassword(
        app.db,
        member,
        request.ip,
        request.body.currentPassword,
        request.body.newPassword,
        request.headers['user-agent'],
      );
      setSessionCookie(request, reply, 'member', token);
      return { message: 'Your password is changed; other devices are logged out', token };
    },
  );

  app.post(
    logout.path,
    { schema: { body: logout.body, response: { 200: logout.response } } },
    async (request, reply) => {
      const roles = request.body?.role ? [request.body.role] : SESSION_ROLES;
      await revokeTokens(app.db, tokensOf(request, roles));
      for (const role of roles) clearSessionCookie(request, reply, role);
      return { message: 'Logged out' };
    },
  );
};
