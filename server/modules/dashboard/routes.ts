import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as adminApi from '../../../contract/admin';
import * as dashboardApi from '../../../contract/dashboard';
import { adminsOnly, memberOf, membersOnly } from '../../http/auth';
import { assertSelf } from '../../http/identity';
import { originOf } from '../../http/origin';
import { memberDashboard } from './member';
import { adminDashboard } from './staff';

/** The member's dashboard and the admin console's (spec §7; decisions §12). */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    dashboardApi.userDashboard.path,
    {
      ...membersOnly,
      schema: {
        body: dashboardApi.userDashboard.body,
        response: { 200: dashboardApi.userDashboard.response },
      },
    },
    async (request) => {
      const member = memberOf(request);
      assertSelf(member, request.body.sponsorId, 'your own dashboard');
      return memberDashboard(
        await app.readDb(request),
        member,
        { origin: originOf(request), form: app.config.referralLinks },
        app.db,
      );
    },
  );

  app.get(
    adminApi.adminDashboard.path,
    { ...adminsOnly, schema: { response: { 200: adminApi.adminDashboard.response } } },
    async (request) => adminDashboard(await app.readDb(request)),
  );
};
