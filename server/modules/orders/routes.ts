import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as adminApi from '../../../contract/admin';
import { idempotentHeaders } from '../../../contract/http';
import * as ordersApi from '../../../contract/orders';
import { ENROLMENT_REQUIRED } from '../../../contract/two-factor';
import { DomainError } from '../../shared/errors';
import { formReadError } from '../../http/input';
import { guards } from '../../shared/guards';
import { limitRequest } from '../../http/rate-limits';
import {
  adminActorOf,
  adminsOnly,
  memberOf,
  operatorOf,
  requireRole,
  sessionOf,
} from '../../http/auth';
import { memberParams, orderNoParams } from '../../http/params';
import { assertSelf } from '../../http/identity';
import { answerOnceFor } from '../../http/idempotent';
import { findMemberByCode } from '../members/service';
import { memberIdByCode } from '../members/staff';
import {
  approveDeposit,
  approvedOrdersOf,
  assertRoomForDeposit,
  createDepositOrder,
  memberOrderById,
  operatorMaySeeScreenshot,
  ordersOfMember,
  rejectDeposit,
  sellOffline,
} from './service';
import { reencodeScreenshot, SCREENSHOT_MAX_BYTES } from './screenshots';
import { packageNamed, readDepositForm } from './deposit-form';
import { adminOrderNamed, memberOrders, ordersPage } from './queries';
import { approvedOrderOf, memberOrderOf } from './views';
import { checkDepositOf, offeredNode, usableHash } from '../chain/service';

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: {
      fileSize: SCREENSHOT_MAX_BYTES,
      files: 1,
      fields: 10,
      fieldSize: 1024,
      parts: 12,
      headerPairs: 100,
    },
    throwFileSizeLimit: true,
  });

  app.post(
    ordersApi.createOrder.path,
    {
      onRequest: requireRole('member'),
      schema: { response: { 201: ordersApi.createOrder.response } },
    },
    async (request, reply) => {
      const member = memberOf(request);
      await limitRequest(app, 'deposit', String(member.id));
      // RATE_LIMITS=off (load tests from 127.0.0.1) also lifts the cap on pending deposits.
      const capped = app.config.rateLimits;
      if (capped) await assertRoomForDeposit(app.db, member.id);
      const { fields, image } = await readDepositForm(request).catch((error: unknown) => {
        if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new DomainError('too_large', 'The screenshot must be at most 5 MB');
        }
        throw formReadError(error);
      });
      for (const ref of [fields.user_mySponsor_id, fields.user_object_id]) {
        if (ref) assertSelf(member, ref);
      }
      const pkg = packageNamed(fields.package_name);
      const payment =
        fields.tx_hash && fields.network
          ? {
              network: offeredNode(app.chain, fields.network).network,
              txHash: usableHash(fields.network, fields.tx_hash),
            }
          : undefined;
      const key = await app.screenshots.put(await reencodeScreenshot(image));
      const order = await createDepositOrder(app.db, member.id, pkg, key, { capped, payment });
      // Decisions §13: checked at once, so a confirmed payment is approved in this very request.
      if (payment) await checkDepositOf(app.db, app.chain, order.id);
      return reply.code(201).send({
        message: 'Order created successfully!',
        order: memberOrderOf(payment ? await memberOrderById(app.db, order.id) : order),
      });
    },
  );

  app.post(
    ordersApi.orderHistory.path,
    {
      onRequest: requireRole('member'),
      schema: {
        body: ordersApi.orderHistory.body,
        response: { 200: ordersApi.orderHistory.response },
      },
    },
    async (request) => {
      const member = memberOf(request);
      assertSelf(member, request.body.mySponsorId, 'your own orders');
      return {
        orders: (await ordersOfMember(await app.readDb(request), member.id)).map(memberOrderOf),
      };
    },
  );

  const operatorOnly = { onRequest: requireRole('operator') };

  app.get(
    ordersApi.approvedOrders.path,
    { ...operatorOnly, schema: { response: { 200: ordersApi.approvedOrders.response } } },
    async (request) => {
      const rows = await approvedOrdersOf(await app.readDb(request), operatorOf(request).id);
      return { orders: rows.map(approvedOrderOf) };
    },
  );

  async function memberByCode(code: string) {
    const member = await findMemberByCode(app.db, code);
    if (!member) throw new DomainError('not_found', `Member ${code} not found`);
    return member;
  }

  app.post(
    ordersApi.updateOrderStatus.path,
    {
      ...operatorOnly,
      schema: {
        headers: idempotentHeaders,
        body: ordersApi.updateOrderStatus.body,
        response: { 200: ordersApi.updateOrderStatus.response },
      },
    },
    async (request) => {
      const actor = { kind: 'operator' as const, id: operatorOf(request).id };
      const { mySponsorId, order_no, package_name } = request.body;
      const member = await memberByCode(mySponsorId);
      return answerOnceFor(
        app,
        request,
        actor,
        ordersApi.updateOrderStatus.response,
        async (db) => {
          const order = await approveDeposit(db, order_no, actor, {
            memberId: member.id,
            ...(package_name ? { packageId: packageNamed(package_name).id } : {}),
          });
          return {
            message: 'Order have been Submitted successfully',
            order: approvedOrderOf({
              ...order,
              sponsor_code: member.sponsorCode,
              name: member.name,
            }),
          };
        },
      );
    },
  );

  app.post(
    ordersApi.updateOrderStatusWithoutOrderNo.path,
    {
      ...operatorOnly,
      schema: {
        headers: idempotentHeaders,
        body: ordersApi.updateOrderStatusWithoutOrderNo.body,
        response: { 200: ordersApi.updateOrderStatusWithoutOrderNo.response },
      },
    },
    async (request) => {
      const operator = operatorOf(request);
      const member = await memberByCode(request.body.mySponsorId);
      const pkg = packageNamed(request.body.package_name);
      const actor = { kind: 'operator' as const, id: operator.id };
      return answerOnceFor(
        app,
        request,
        actor,
        ordersApi.updateOrderStatusWithoutOrderNo.response,
        async (db) => {
          const order = await sellOffline(db, operator.id, member.id, pkg);
          return {
            message: 'Order have been Submitted successfully',
            order: approvedOrderOf({
              ...order,
              sponsor_code: member.sponsorCode,
              name: member.name,
            }),
          };
        },
      );
    },
  );

  app.get(
    '/api/screenshots/:key',
    { schema: { params: z.object({ key: z.string().max(64) }) } },
    async (request, reply) => {
      const staff = (await sessionOf(request, 'admin')) ?? (await sessionOf(request, 'operator'));
      if (!staff) throw new DomainError('unauthenticated', 'Please log in');
      if (staff.kind === 'member')
        throw new DomainError('forbidden', 'Screenshots are shown to staff only');
      if (staff.stage === 'enrol' && guards.adminEnrolmentGate) {
        throw new DomainError('forbidden', ENROLMENT_REQUIRED, { twoFactor: 'enrol' });
      }
      // An operator sees the screenshots of the orders they approved, as in their list.
      if (
        staff.kind === 'operator' &&
        !(await operatorMaySeeScreenshot(app.db, staff.id, request.params.key))
      ) {
        throw new DomainError(
          'forbidden',
          'Operators see the screenshots of the orders they approved',
        );
      }
      const image = await app.screenshots.get(request.params.key);
      if (!image) throw new DomainError('not_found', 'Screenshot not found');
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(image);
    },
  );

  app.get(
    adminApi.listOrders.path,
    {
      ...adminsOnly,
      schema: {
        querystring: adminApi.listOrdersQuery,
        response: { 200: adminApi.listOrders.response },
      },
    },
    async (request) => ordersPage(await app.readDb(request), request.query),
  );

  app.post(
    adminApi.approveOrder.path,
    {
      ...adminsOnly,
      schema: {
        params: orderNoParams,
        headers: idempotentHeaders,
        body: adminApi.approveOrder.body,
        response: { 200: adminApi.approveOrder.response },
      },
    },
    async (request) =>
      answerOnceFor(
        app,
        request,
        adminActorOf(request),
        adminApi.approveOrder.response,
        async (db) => {
          const order = await approveDeposit(db, request.params.orderNo, adminActorOf(request), {
            reason: request.body?.reason,
          });
          return { message: 'Order approved', order: await adminOrderNamed(db, order.order_no) };
        },
      ),
  );

  app.post(
    adminApi.rejectOrder.path,
    {
      ...adminsOnly,
      schema: {
        params: orderNoParams,
        headers: idempotentHeaders,
        body: adminApi.rejectOrder.body,
        response: { 200: adminApi.rejectOrder.response },
      },
    },
    async (request) =>
      answerOnceFor(
        app,
        request,
        adminActorOf(request),
        adminApi.rejectOrder.response,
        async (db) => {
          const order = await rejectDeposit(
            db,
            request.params.orderNo,
            adminActorOf(request),
            request.body.reason,
          );
          return { message: 'Order rejected', order: await adminOrderNamed(db, order.order_no) };
        },
      ),
  );

  app.get(
    adminApi.memberOrders.path,
    {
      ...adminsOnly,
      schema: {
        params: memberParams,
        querystring: adminApi.pageQuery,
        response: { 200: adminApi.memberOrders.response },
      },
    },
    async (request) =>
      memberOrders(
        await app.readDb(request),
        await memberIdByCode(app.db, request.params.sponsorId),
        request.query,
      ),
  );
};
