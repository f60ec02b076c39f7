import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as adminApi from '../../../contract/admin';
import { adminsOnly } from '../../http/auth';
import { auditTimeline } from './queries';

/** The admin's audit timeline (decisions §12). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminApi.listAudit.path,
    {
      ...adminsOnly,
      schema: {
        querystring: adminApi.listAuditQuery,
        response: { 200: adminApi.listAudit.response },
      },
    },
    async (request) => auditTimeline(await app.readDb(request), request.query),
  );
};
