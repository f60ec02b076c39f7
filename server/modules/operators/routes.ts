import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as adminApi from '../../../contract/admin';
import { idempotentHeaders } from '../../../contract/http';
import { pendingDeposits, topupDashboard, topupWalletHistory } from '../../../contract/operator';
import { adminActorOf, adminsOnly, operatorOf, operatorsOnly } from '../../http/auth';
import { answerOnceFor } from '../../http/idempotent';
import { numericId } from '../../http/params';
import { toMicro, toUsdt } from '../../shared/money';
import {
  operatorFloat,
  operatorOrders,
  operatorSummaries,
  pendingDepositsPage,
  walletHistoryOf,
} from './queries';
import { createOperator, creditOperator, operatorStats } from './service';

const operatorParams = z.object({ id: numericId('an operator id') });

/** Operators: their own figures (spec §7), and the admin's operator accounts and floats (decisions §12). */
export const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    topupDashboard.path,
    { ...operatorsOnly, schema: { response: { 200: topupDashboard.response } } },
    async (request) => {
      const s = await operatorStats(await app.readDb(request), operatorOf(request).id);
      return {
        monthlyBusiness: toUsdt(s.monthlyMicro),
        allBusiness: toUsdt(s.allTimeMicro),
        totalUsers: s.members,
        totalActiveUsers: s.activeMembers,
        available_Balance: toUsdt(s.floatMicro),
        total_Balance: toUsdt(s.creditedMicro),
      };
    },
  );

  app.get(
    topupWalletHistory.path,
    { ...operatorsOnly, schema: { response: { 200: topupWalletHistory.response } } },
    async (request) => ({
      walletHistory: await walletHistoryOf(await app.readDb(request), operatorOf(request).id),
    }),
  );

  app.get(
    pendingDeposits.path,
    {
      ...operatorsOnly,
      schema: {
        querystring: adminApi.pageQuery,
        response: { 200: pendingDeposits.response },
      },
    },
    async (request) => pendingDepositsPage(await app.readDb(request), request.query),
  );

  app.post(
    adminApi.createOperator.path,
    {
      ...adminsOnly,
      schema: {
        body: adminApi.createOperator.body,
        response: { 201: adminApi.createOperator.response },
      },
    },
    async (request, reply) => {
      const id = await createOperator(app.db, adminActorOf(request), request.body);
      return reply.code(201).send({ _id: String(id) });
    },
  );

  app.post(
    adminApi.creditOperator.path,
    {
      ...adminsOnly,
      schema: {
        params: operatorParams,
        headers: idempotentHeaders,
        body: adminApi.creditOperator.body,
        response: { 200: adminApi.creditOperator.response },
      },
    },
    async (request) =>
      answerOnceFor(
        app,
        request,
        adminActorOf(request),
        adminApi.creditOperator.response,
        async (db) => {
          const balance = await creditOperator(
            db,
            adminActorOf(request),
            request.params.id,
            toMicro(request.body.amount),
            request.headers['idempotency-key'],
          );
          return { message: 'Float credited', available_Balance: toUsdt(balance) };
        },
      ),
  );

  app.get(
    adminApi.listOperators.path,
    {
      ...adminsOnly,
      schema: {
        querystring: adminApi.pageQuery,
        response: { 200: adminApi.listOperators.response },
      },
    },
    async (request) => operatorSummaries(await app.readDb(request), request.query),
  );

  app.get(
    adminApi.operatorFloat.path,
    {
      ...adminsOnly,
      schema: {
        params: operatorParams,
        querystring: adminApi.pageQuery,
        response: { 200: adminApi.operatorFloat.response },
      },
    },
    async (request) => operatorFloat(await app.readDb(request), request.params.id, request.query),
  );

  app.get(
    adminApi.operatorOrders.path,
    {
      ...adminsOnly,
      schema: {
        params: operatorParams,
        querystring: adminApi.pageQuery,
        response: { 200: adminApi.operatorOrders.response },
      },
    },
    async (request) => operatorOrders(await app.readDb(request), request.params.id, request.query),
  );
};
