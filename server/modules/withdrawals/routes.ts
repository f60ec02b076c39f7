import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import * as adminApi from '../../../contract/admin';
import * as walletApi from '../../../contract/wallet';
import { idempotentHeaders } from '../../../contract/http';
import { Readable } from 'node:stream';
import { answerOnceFor } from '../../http/idempotent';
import { adminActorOf, adminsOnly, memberOf, membersOnly } from '../../http/auth';
import { assertSelf } from '../../http/identity';
import { memberParams, orderNoParams } from '../../http/params';
import { toMicro } from '../../shared/money';
import { memberIdByCode } from '../members/staff';
import { paidWithdrawalsCsv } from './csv';
import { adminWithdrawalNamed, memberWithdrawals, withdrawalsPage } from './queries';
import {
  rejectWithdrawal,
  requestWithdrawal,
  scholarshipWithdrawalsOf,
  withdrawalsOf,
  type WithdrawalOrigin,
} from './service';
import { requestedMessage, scholarshipOrderOf, withdrawalOrderOf } from './views';
import { approvePayout, observePayout } from '../chain/service';

/** The fields both withdrawal forms send (contract/wallet.ts). */
type WithdrawalForm = {
  sponsorId: string;
  amount: number;
  password: string;
  uniqueKey: string;
  code?: string | undefined;
};

/** Withdrawals: the member's requests and history, the admin's queue and decisions (decisions §3, §12). */
export const withdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The signed-in member's withdrawal from either form, for their own sponsor ID only. */
  const requestFrom = (request: FastifyRequest, body: WithdrawalForm, origin: WithdrawalOrigin) => {
    const member = memberOf(request);
    assertSelf(member, body.sponsorId);
    return requestWithdrawal(
      app.db,
      { ...member, address: request.ip },
      {
        amountMicro: toMicro(body.amount),
        password: body.password,
        uniqueKey: body.uniqueKey,
        code: body.code,
        origin,
      },
    );
  };

  app.post(
    walletApi.withdrawalRequest.path,
    {
      ...membersOnly,
      schema: {
        body: walletApi.withdrawalRequest.body,
        response: { 201: walletApi.withdrawalRequest.response },
      },
    },
    async (request, reply) => {
      const row = await requestFrom(request, request.body, 'wallet');
      return reply
        .code(201)
        .send({ message: requestedMessage(row), order: withdrawalOrderOf(row) });
    },
  );

  app.post(
    walletApi.walletOrders.path,
    {
      ...membersOnly,
      schema: {
        body: walletApi.walletOrders.body,
        response: { 200: walletApi.walletOrders.response },
      },
    },
    async (request) => {
      const member = memberOf(request);
      assertSelf(member, request.body.sponsorId);
      return {
        withdrawalOrders: (await withdrawalsOf(await app.readDb(request), member.id)).map(
          withdrawalOrderOf,
        ),
      };
    },
  );

  app.post(
    walletApi.createScholarshipOrder.path,
    {
      ...membersOnly,
      schema: {
        body: walletApi.createScholarshipOrder.body,
        response: { 201: walletApi.createScholarshipOrder.response },
      },
    },
    async (request, reply) => {
      // The same withdrawal as /user/withdrawal-request, every check included (decisions §15).
      const row = await requestFrom(request, request.body, 'scholarship');
      return reply.code(201).send({
        message: requestedMessage(row),
        scholarshipOrder: scholarshipOrderOf(memberOf(request))(row),
      });
    },
  );

  app.post(
    walletApi.getScholarshipOrders.path,
    {
      ...membersOnly,
      schema: {
        body: walletApi.getScholarshipOrders.body,
        response: { 200: walletApi.getScholarshipOrders.response },
      },
    },
    async (request) => {
      const member = memberOf(request);
      assertSelf(member, request.body.sponsorId, 'your own scholarship orders');
      const orders = (await scholarshipWithdrawalsOf(await app.readDb(request), member.id)).map(
        scholarshipOrderOf(member),
      );
      return {
        message: orders.length ? 'Scholarship orders' : 'No scholarship orders yet',
        count: orders.length,
        orders,
      };
    },
  );

  app.get(
    adminApi.listWithdrawals.path,
    {
      ...adminsOnly,
      schema: {
        querystring: adminApi.listWithdrawalsQuery,
        response: { 200: adminApi.listWithdrawals.response },
      },
    },
    async (request) => withdrawalsPage(await app.readDb(request), request.query),
  );

  app.post(
    adminApi.approveWithdrawal.path,
    {
      ...adminsOnly,
      schema: {
        params: orderNoParams,
        headers: idempotentHeaders,
        body: adminApi.approveWithdrawal.body,
        response: { 200: adminApi.approveWithdrawal.response },
      },
    },
    async (request) => {
      const { txHash, reason } = request.body;
      // The chain is asked before the decision's transaction, which then only writes.
      const check = await observePayout(app.db, app.chain, request.params.orderNo, txHash);
      return answerOnceFor(
        app,
        request,
        adminActorOf(request),
        adminApi.approveWithdrawal.response,
        async (db) => {
          const w = await approvePayout(
            db,
            app.chain,
            adminActorOf(request),
            request.params.orderNo,
            txHash,
            reason,
            check,
          );
          return {
            message: 'Withdrawal approved',
            withdrawal: await adminWithdrawalNamed(db, w.order_no),
          };
        },
      );
    },
  );

  app.post(
    adminApi.rejectWithdrawal.path,
    {
      ...adminsOnly,
      schema: {
        params: orderNoParams,
        headers: idempotentHeaders,
        body: adminApi.rejectWithdrawal.body,
        response: { 200: adminApi.rejectWithdrawal.response },
      },
    },
    async (request) =>
      answerOnceFor(
        app,
        request,
        adminActorOf(request),
        adminApi.rejectWithdrawal.response,
        async (db) => {
          const w = await rejectWithdrawal(
            db,
            adminActorOf(request),
            request.params.orderNo,
            request.body.reason,
          );
          return {
            message: 'Withdrawal rejected',
            withdrawal: await adminWithdrawalNamed(db, w.order_no),
          };
        },
      ),
  );

  app.get(
    adminApi.memberWithdrawals.path,
    {
      ...adminsOnly,
      schema: {
        params: memberParams,
        querystring: adminApi.pageQuery,
        response: { 200: adminApi.memberWithdrawals.response },
      },
    },
    async (request) =>
      memberWithdrawals(
        await app.readDb(request),
        await memberIdByCode(app.db, request.params.sponsorId),
        request.query,
      ),
  );

  app.get(adminApi.PAID_WITHDRAWALS_CSV_PATH, adminsOnly, async (request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="paid-withdrawals-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(Readable.from(paidWithdrawalsCsv(await app.readDb(request))));
  });
};
