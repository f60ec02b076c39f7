import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminLogin } from '../../../contract/admin';
import { topupLogin } from '../../../contract/operator';
import { setSessionCookie } from '../../http/auth';
import { loginStaff } from './login';

/** Operator (spec §7 `/topup/login`) and admin (decisions §12) logins by e-mail and password. */
export const staffAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    topupLogin.path,
    { schema: { body: topupLogin.body, response: { 200: topupLogin.response } } },
    async (request, reply) => {
      const { email, password, code } = request.body;
      const login = await loginStaff(
        app.db,
        'operator',
        email,
        password,
        request.ip,
        code,
        request.headers['user-agent'],
      );
      setSessionCookie(request, reply, 'operator', login.token);
      return { message: 'Login Successful!!', token: login.token, operator: login.user };
    },
  );

  app.post(
    adminLogin.path,
    { schema: { body: adminLogin.body, response: { 200: adminLogin.response } } },
    async (request, reply) => {
      const { email, password, code } = request.body;
      const login = await loginStaff(
        app.db,
        'admin',
        email,
        password,
        request.ip,
        code,
        request.headers['user-agent'],
      );
      setSessionCookie(request, reply, 'admin', login.token);
      const { token, user, twoFactor } = login;
      return { message: 'Login Successful', token, admin: user, ...(twoFactor && { twoFactor }) };
    },
  );
};
