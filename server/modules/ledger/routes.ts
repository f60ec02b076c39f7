import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as adminApi from '../../../contract/admin';
import { adminsOnly } from '../../http/auth';
import { memberParams } from '../../http/params';
import { memberIdByCode } from '../members/staff';
import { memberStatement } from './queries';

/** Ledger statements for the admin's member page (decisions §2, §12). */
export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminApi.memberStatement.path,
    {
      ...adminsOnly,
      schema: {
        params: memberParams,
        querystring: adminApi.pageQuery,
        response: { 200: adminApi.memberStatement.response },
      },
    },
    async (request) =>
      memberStatement(
        await app.readDb(request),
        await memberIdByCode(app.db, request.params.sponsorId),
        request.query,
      ),
  );
};
