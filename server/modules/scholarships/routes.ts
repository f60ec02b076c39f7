import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as adminApi from '../../../contract/admin';
import * as earningsApi from '../../../contract/earnings';
import { idempotentHeaders } from '../../../contract/http';
import { answerOnceFor } from '../../http/idempotent';
import { adminActorOf, adminsOnly, memberOf, membersOnly } from '../../http/auth';
import { assertSelf } from '../../http/identity';
import { ownSponsorParams } from '../../http/params';
import { packageById } from '../catalogue/catalogue';
import { ukDay } from '../../shared/legacy-names';
import { toUsdt } from '../../shared/money';
import { closeScholarships, scholarshipRewardsOf } from './service';
import { scholarshipPayments, scholarshipRuns } from './queries';
import { z } from 'zod';

const monthParams = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month like 2025-01'),
});

/** Scholarships: the member's rewards and the admin's monthly runs (decisions §6, §12). */
export const scholarshipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    earningsApi.scholarshipRewards.path,
    {
      ...membersOnly,
      schema: {
        params: ownSponsorParams,
        response: { 200: earningsApi.scholarshipRewards.response },
      },
    },
    async (request) => {
      const member = memberOf(request);
      assertSelf(member, request.params.sponsorId, 'your own scholarships');
      const { rows, walletMicro } = await scholarshipRewardsOf(app.db, member.id);
      return {
        rewards: [
          {
            mySponsorId: member.sponsorCode,
            reward_points: toUsdt(walletMicro),
            rewards: rows.map((r) => ({
              _id: String(r.id),
              date: ukDay(new Date(r.month)),
              creditedAt: new Date(r.month).toISOString(),
              amount: toUsdt(r.amount),
              status: 'Credited',
              package_name: packageById(r.package_id).name,
            })),
          },
        ],
      };
    },
  );

  app.post(
    adminApi.closeScholarships.path,
    {
      ...adminsOnly,
      schema: {
        headers: idempotentHeaders,
        response: { 200: adminApi.closeScholarships.response },
      },
    },
    async (request) =>
      answerOnceFor(
        app,
        request,
        adminActorOf(request),
        adminApi.closeScholarships.response,
        async (db) => {
          const result = await closeScholarships(db, adminActorOf(request));
          return {
            month: result.month.toISOString(),
            orders: result.orders,
            total: toUsdt(result.totalMicro),
          };
        },
      ),
  );

  app.get(
    adminApi.listScholarships.path,
    {
      ...adminsOnly,
      schema: {
        querystring: adminApi.pageQuery,
        response: { 200: adminApi.listScholarships.response },
      },
    },
    async (request) => scholarshipRuns(await app.readDb(request), request.query),
  );

  app.get(
    adminApi.scholarshipDetail.path,
    {
      ...adminsOnly,
      schema: {
        params: monthParams,
        querystring: adminApi.pageQuery,
        response: { 200: adminApi.scholarshipDetail.response },
      },
    },
    async (request) =>
      scholarshipPayments(await app.readDb(request), request.params.month, request.query),
  );
};
