import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as adminApi from '../../../contract/admin';
import * as earningsApi from '../../../contract/earnings';
import { answerOnceFor } from '../../http/idempotent';
import { idempotentHeaders } from '../../../contract/http';
import { adminActorOf, adminsOnly, memberOf, membersOnly } from '../../http/auth';
import { assertSelf } from '../../http/identity';
import { numericId } from '../../http/params';
import { toUsdt } from '../../shared/money';
import { closePeriod, weeklyEarningsOf } from './close';
import { closedPeriodDetail, closedPeriods, payoutPreview } from './queries';
import { z } from 'zod';

const periodParams = z.object({ periodId: numericId('a period id') });

/** Weekly payouts: the member's earnings, the admin's closes and their previews (decisions §5, §12). */
export const payoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    earningsApi.weeklyEarnings.path,
    {
      ...membersOnly,
      schema: {
        body: earningsApi.weeklyEarnings.body,
        response: { 200: earningsApi.weeklyEarnings.response },
      },
    },
    async (request) => {
      const member = memberOf(request);
      assertSelf(member, request.body.userId, 'your own payouts');
      const rows = await weeklyEarningsOf(await app.readDb(request), member.id);
      return {
        weeklyEarnings: rows.map((r) => ({
          _id: String(r.id),
          week: new Date(r.week).toISOString(),
          directSalesBonus: toUsdt(r.direct_bonus),
          teamSalesBonus: toUsdt(r.team_bonus),
          payoutAmount: toUsdt(r.payout),
        })),
      };
    },
  );

  app.post(
    adminApi.closePayouts.path,
    {
      ...adminsOnly,
      schema: {
        headers: idempotentHeaders,
        body: adminApi.closePayouts.body,
        response: { 200: adminApi.closePayouts.response },
      },
    },
    async (request) =>
      answerOnceFor(
        app,
        request,
        adminActorOf(request),
        adminApi.closePayouts.response,
        async (db) => {
          const result = await closePeriod(db, adminActorOf(request), {
            period: request.body.periodId,
          });
          return {
            week: result.week.toISOString(),
            members: result.members,
            total: toUsdt(result.totalMicro),
          };
        },
      ),
  );

  app.get(
    adminApi.payoutPreview.path,
    {
      ...adminsOnly,
      schema: {
        querystring: adminApi.pageQuery,
        response: { 200: adminApi.payoutPreview.response },
      },
    },
    async (request) => payoutPreview(app.db, request.query),
  );

  app.get(
    adminApi.listPayouts.path,
    {
      ...adminsOnly,
      schema: { querystring: adminApi.pageQuery, response: { 200: adminApi.listPayouts.response } },
    },
    async (request) => closedPeriods(await app.readDb(request), request.query),
  );

  app.get(
    adminApi.payoutDetail.path,
    {
      ...adminsOnly,
      schema: {
        params: periodParams,
        querystring: adminApi.pageQuery,
        response: { 200: adminApi.payoutDetail.response },
      },
    },
    async (request) =>
      closedPeriodDetail(await app.readDb(request), request.params.periodId, request.query),
  );
};
