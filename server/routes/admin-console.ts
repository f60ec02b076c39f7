import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import {
  adminDashboard,
  blockMember,
  listAudit,
  listAuditQuery,
  listInquiries,
  listInquiriesQuery,
  listOperators,
  listPayouts,
  listRewards,
  listRewardsQuery,
  listScholarships,
  markInquiry,
  memberDetail,
  memberOrders,
  memberStatement,
  memberTree,
  memberWithdrawals,
  operatorFloat,
  operatorOrders,
  PAID_WITHDRAWALS_CSV_PATH,
  pageQuery,
  payoutDetail,
  payoutPreview,
  resetUniqueKey,
  scholarshipDetail,
} from '../../contract/admin';
import { sponsorCode } from '../../contract/auth';
import { HttpError } from '../shared/errors';
import { adminOf, requireRole } from '../http/auth';
import { auditTimeline } from '../modules/audit/queries';
import { paidWithdrawalsCsv } from '../modules/withdrawals/csv';
import { adminDashboard as dashboardOf } from '../modules/dashboard/staff';
import {
  closedPeriodDetail,
  closedPeriods,
  payoutPreview as previewOf,
  rankRewards,
  scholarshipPayments,
  scholarshipRuns,
} from '../modules/payouts/queries';
import {
  listInquiries as inquiriesOf,
  markInquiry as markInquiryRead,
} from '../modules/contact/inbox';
import {
  memberDetail as detailOf,
  memberIdByCode,
  memberOrders as ordersOf,
  memberStatement as statementOf,
  memberWithdrawals as withdrawalsOf,
  resetUniqueKey as resetKeyOf,
  setMemberBlocked,
} from '../modules/members/staff';
import {
  operatorFloat as floatOf,
  operatorOrders as operatorOrdersOf,
  operatorSummaries,
} from '../modules/operators/queries';
import { readSubtree } from '../modules/tree/read';

const numericId = (what: string) =>
  z
    .string()
    .regex(/^\d{1,15}$/, `must be ${what}`)
    .transform(Number);

const operatorParams = z.object({ id: numericId('an operator id') });
const periodParams = z.object({ periodId: numericId('a period id') });
const monthParams = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month like 2025-01'),
});
const memberParams = z.object({ sponsorId: sponsorCode });
const inquiryParams = z.object({ id: numericId('an inquiry id') });

/** The admin console's reads and actions (decisions §12; contract/admin.ts, console section). */
export const adminConsoleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('admin'));
  const actorOf = (request: Parameters<typeof adminOf>[0]) => ({
    kind: 'admin' as const,
    id: adminOf(request).id,
  });

  app.get(
    adminDashboard.path,
    { schema: { response: { 200: adminDashboard.response } } },
    async (request) => dashboardOf(await app.readDb(request)),
  );

  app.get(
    listOperators.path,
    { schema: { querystring: pageQuery, response: { 200: listOperators.response } } },
    async (request) => operatorSummaries(await app.readDb(request), request.query),
  );

  app.get(
    operatorFloat.path,
    {
      schema: {
        params: operatorParams,
        querystring: pageQuery,
        response: { 200: operatorFloat.response },
      },
    },
    async (request) => floatOf(await app.readDb(request), request.params.id, request.query),
  );

  app.get(
    operatorOrders.path,
    {
      schema: {
        params: operatorParams,
        querystring: pageQuery,
        response: { 200: operatorOrders.response },
      },
    },
    async (request) =>
      operatorOrdersOf(await app.readDb(request), request.params.id, request.query),
  );

  app.get(
    payoutPreview.path,
    { schema: { querystring: pageQuery, response: { 200: payoutPreview.response } } },
    async (request) => previewOf(app.db, request.query),
  );

  app.get(
    listPayouts.path,
    { schema: { querystring: pageQuery, response: { 200: listPayouts.response } } },
    async (request) => closedPeriods(await app.readDb(request), request.query),
  );

  app.get(
    payoutDetail.path,
    {
      schema: {
        params: periodParams,
        querystring: pageQuery,
        response: { 200: payoutDetail.response },
      },
    },
    async (request) =>
      closedPeriodDetail(await app.readDb(request), request.params.periodId, request.query),
  );

  app.get(
    listScholarships.path,
    { schema: { querystring: pageQuery, response: { 200: listScholarships.response } } },
    async (request) => scholarshipRuns(await app.readDb(request), request.query),
  );

  app.get(
    scholarshipDetail.path,
    {
      schema: {
        params: monthParams,
        querystring: pageQuery,
        response: { 200: scholarshipDetail.response },
      },
    },
    async (request) =>
      scholarshipPayments(await app.readDb(request), request.params.month, request.query),
  );

  app.get(
    listRewards.path,
    { schema: { querystring: listRewardsQuery, response: { 200: listRewards.response } } },
    async (request) => rankRewards(await app.readDb(request), request.query),
  );

  const memberIdOf = (params: { sponsorId: string }) => memberIdByCode(app.db, params.sponsorId);

  app.get(
    memberDetail.path,
    { schema: { params: memberParams, response: { 200: memberDetail.response } } },
    async (request) => detailOf(await app.readDb(request), await memberIdOf(request.params)),
  );

  app.get(
    memberOrders.path,
    {
      schema: {
        params: memberParams,
        querystring: pageQuery,
        response: { 200: memberOrders.response },
      },
    },
    async (request) =>
      ordersOf(await app.readDb(request), await memberIdOf(request.params), request.query),
  );

  app.get(
    memberStatement.path,
    {
      schema: {
        params: memberParams,
        querystring: pageQuery,
        response: { 200: memberStatement.response },
      },
    },
    async (request) =>
      statementOf(await app.readDb(request), await memberIdOf(request.params), request.query),
  );

  app.get(
    memberWithdrawals.path,
    {
      schema: {
        params: memberParams,
        querystring: pageQuery,
        response: { 200: memberWithdrawals.response },
      },
    },
    async (request) =>
      withdrawalsOf(await app.readDb(request), await memberIdOf(request.params), request.query),
  );

  app.get(
    memberTree.path,
    { schema: { params: memberParams, response: { 200: memberTree.response } } },
    async (request) => {
      const tree = await readSubtree(await app.readDb(request), await memberIdOf(request.params));
      if (!tree) throw new HttpError(404, 'Member not found');
      return tree;
    },
  );

  app.post(
    resetUniqueKey.path,
    { schema: { params: memberParams, response: { 200: resetUniqueKey.response } } },
    async (request) => {
      const memberId = await memberIdOf(request.params);
      const uniqueKey = await resetKeyOf(app.db, actorOf(request), memberId);
      return { message: 'Unique key reset: give the member this new key', uniqueKey };
    },
  );

  app.post(
    blockMember.path,
    {
      schema: {
        params: memberParams,
        body: blockMember.body,
        response: { 200: blockMember.response },
      },
    },
    async (request) => {
      const { blocked } = request.body;
      await setMemberBlocked(app.db, actorOf(request), await memberIdOf(request.params), blocked);
      return { message: blocked ? 'Member blocked' : 'Member unblocked', blocked };
    },
  );

  app.get(
    listInquiries.path,
    { schema: { querystring: listInquiriesQuery, response: { 200: listInquiries.response } } },
    async (request) => {
      const { unread, ...page } = request.query;
      return inquiriesOf(await app.readDb(request), {
        ...page,
        ...(unread === undefined ? {} : { unread: unread === 'true' }),
      });
    },
  );

  app.post(
    markInquiry.path,
    {
      schema: {
        params: inquiryParams,
        body: markInquiry.body,
        response: { 200: markInquiry.response },
      },
    },
    async (request) => {
      const { read } = request.body;
      const inquiry = await markInquiryRead(app.db, actorOf(request), request.params.id, read);
      return { message: read ? 'Marked read' : 'Marked unread', inquiry };
    },
  );

  app.get(
    listAudit.path,
    { schema: { querystring: listAuditQuery, response: { 200: listAudit.response } } },
    async (request) => auditTimeline(await app.readDb(request), request.query),
  );

  app.get(PAID_WITHDRAWALS_CSV_PATH, async (request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="paid-withdrawals-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(paidWithdrawalsCsv(await app.readDb(request))));
  });
};
