import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveOrder,
  approveWithdrawal,
  claimReward,
  closePayouts,
  closeScholarships,
  createOperator,
  creditOperator,
  listKyc,
  listKycQuery,
  listOrders,
  listOrdersQuery,
  listWithdrawals,
  listWithdrawalsQuery,
  rejectKyc,
  rejectOrder,
  rejectWithdrawal,
  searchMembers,
  searchMembersQuery,
  verifyKyc,
} from '../../contract/admin';
import { sponsorCode } from '../../contract/auth';
import { idempotentHeaders } from '../../contract/http';
import { toMicro, toUsdt } from '../shared/money';
import { adminOf, requireRole } from '../http/auth';
import { HttpError } from '../shared/errors';
import { kycPage, memberSearchPage, ordersPage, withdrawalsPage } from '../shared/admin-queues';
import { adminOrderNamed, adminWithdrawalNamed } from '../shared/admin-views';
import { closePeriod } from '../modules/payouts/close';
import { decideKyc } from '../modules/kyc/service';
import { findMemberByCode } from '../modules/members/service';
import { approveDeposit, rejectDeposit } from '../modules/orders/service';
import { claimRank } from '../modules/ranks/service';
import { closeScholarships as payScholarships } from '../modules/scholarships/service';
import {
  approveWithdrawal as payWithdrawal,
  rejectWithdrawal as refuseWithdrawal,
} from '../modules/withdrawals/service';
import {
  createOperator as makeOperator,
  creditOperator as fundOperator,
} from '../modules/operators/service';
import { answerOnceFor } from '../http/idempotent';

const orderNoParams = z.object({ orderNo: z.string().trim().min(1).max(32) });
const memberParams = z.object({ sponsorId: sponsorCode });
const idParams = z.object({ id: z.string().regex(/^\d{1,15}$/, 'must be an operator id') });

/** The staff API of decisions §12 (admin sessions only); each action audits in its transaction. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('admin'));
  const actorOf = (request: Parameters<typeof adminOf>[0]) => ({
    kind: 'admin' as const,
    id: adminOf(request).id,
  });

  app.post(
    createOperator.path,
    { schema: { body: createOperator.body, response: { 201: createOperator.response } } },
    async (request, reply) => {
      const id = await makeOperator(app.db, actorOf(request), request.body);
      return reply.code(201).send({ _id: String(id) });
    },
  );

  app.post(
    creditOperator.path,
    {
      schema: {
        params: idParams,
        headers: idempotentHeaders,
        body: creditOperator.body,
        response: { 200: creditOperator.response },
      },
    },
    async (request) =>
      answerOnceFor(app, request, actorOf(request), creditOperator.response, async (db) => {
        const balance = await fundOperator(
          db,
          actorOf(request),
          Number(request.params.id),
          toMicro(request.body.amount),
          request.headers['idempotency-key'],
        );
        return { message: 'Float credited', available_Balance: toUsdt(balance) };
      }),
  );

  app.get(
    listOrders.path,
    { schema: { querystring: listOrdersQuery, response: { 200: listOrders.response } } },
    async (request) => ordersPage(await app.readDb(request), request.query),
  );

  app.post(
    approveOrder.path,
    {
      schema: {
        params: orderNoParams,
        headers: idempotentHeaders,
        response: { 200: approveOrder.response },
      },
    },
    async (request) =>
      answerOnceFor(app, request, actorOf(request), approveOrder.response, async (db) => {
        const order = await approveDeposit(db, request.params.orderNo, actorOf(request));
        return { message: 'Order approved', order: await adminOrderNamed(db, order.order_no) };
      }),
  );

  app.post(
    rejectOrder.path,
    {
      schema: {
        params: orderNoParams,
        headers: idempotentHeaders,
        body: rejectOrder.body,
        response: { 200: rejectOrder.response },
      },
    },
    async (request) =>
      answerOnceFor(app, request, actorOf(request), rejectOrder.response, async (db) => {
        const order = await rejectDeposit(
          db,
          request.params.orderNo,
          actorOf(request),
          request.body.reason,
        );
        return { message: 'Order rejected', order: await adminOrderNamed(db, order.order_no) };
      }),
  );

  async function memberIdOf(code: string) {
    const member = await findMemberByCode(app.db, code);
    if (!member) throw new HttpError(404, `Member ${code} not found`);
    return member.id;
  }

  app.post(
    closePayouts.path,
    {
      schema: {
        headers: idempotentHeaders,
        body: closePayouts.body,
        response: { 200: closePayouts.response },
      },
    },
    async (request) =>
      answerOnceFor(app, request, actorOf(request), closePayouts.response, async (db) => {
        const result = await closePeriod(db, actorOf(request), { period: request.body.periodId });
        return {
          week: result.week.toISOString(),
          members: result.members,
          total: toUsdt(result.totalMicro),
        };
      }),
  );

  app.post(
    closeScholarships.path,
    { schema: { headers: idempotentHeaders, response: { 200: closeScholarships.response } } },
    async (request) =>
      answerOnceFor(app, request, actorOf(request), closeScholarships.response, async (db) => {
        const result = await payScholarships(db, actorOf(request));
        return {
          month: result.month.toISOString(),
          orders: result.orders,
          total: toUsdt(result.totalMicro),
        };
      }),
  );

  app.get(
    listKyc.path,
    { schema: { querystring: listKycQuery, response: { 200: listKyc.response } } },
    async (request) => kycPage(await app.readDb(request), request.query),
  );

  app.post(
    verifyKyc.path,
    { schema: { params: memberParams, response: { 200: verifyKyc.response } } },
    async (request) => {
      await decideKyc(app.db, actorOf(request), await memberIdOf(request.params.sponsorId), {
        status: 'verified',
      });
      return { message: 'Wallet verified' };
    },
  );

  app.post(
    rejectKyc.path,
    {
      schema: { params: memberParams, body: rejectKyc.body, response: { 200: rejectKyc.response } },
    },
    async (request) => {
      await decideKyc(app.db, actorOf(request), await memberIdOf(request.params.sponsorId), {
        status: 'rejected',
        reason: request.body.reason,
      });
      return { message: 'Wallet details rejected' };
    },
  );

  app.get(
    listWithdrawals.path,
    { schema: { querystring: listWithdrawalsQuery, response: { 200: listWithdrawals.response } } },
    async (request) => withdrawalsPage(await app.readDb(request), request.query),
  );

  app.post(
    approveWithdrawal.path,
    {
      schema: {
        params: orderNoParams,
        headers: idempotentHeaders,
        body: approveWithdrawal.body,
        response: { 200: approveWithdrawal.response },
      },
    },
    async (request) =>
      answerOnceFor(app, request, actorOf(request), approveWithdrawal.response, async (db) => {
        const w = await payWithdrawal(
          db,
          actorOf(request),
          request.params.orderNo,
          request.body.txHash,
        );
        return {
          message: 'Withdrawal approved',
          withdrawal: await adminWithdrawalNamed(db, w.order_no),
        };
      }),
  );

  app.post(
    rejectWithdrawal.path,
    {
      schema: {
        params: orderNoParams,
        headers: idempotentHeaders,
        body: rejectWithdrawal.body,
        response: { 200: rejectWithdrawal.response },
      },
    },
    async (request) =>
      answerOnceFor(app, request, actorOf(request), rejectWithdrawal.response, async (db) => {
        const w = await refuseWithdrawal(
          db,
          actorOf(request),
          request.params.orderNo,
          request.body.reason,
        );
        return {
          message: 'Withdrawal rejected',
          withdrawal: await adminWithdrawalNamed(db, w.order_no),
        };
      }),
  );

  app.post(
    claimReward.path,
    {
      schema: {
        params: memberParams.extend({ rankName: z.string().trim().min(1).max(40) }),
        response: { 200: claimReward.response },
      },
    },
    async (request) => {
      const rank = await claimRank(
        app.db,
        actorOf(request),
        await memberIdOf(request.params.sponsorId),
        request.params.rankName,
      );
      return { message: `${rank} marked Claimed` };
    },
  );

  app.get(
    searchMembers.path,
    { schema: { querystring: searchMembersQuery, response: { 200: searchMembers.response } } },
    async (request) => memberSearchPage(app.db, request.query),
  );
};
