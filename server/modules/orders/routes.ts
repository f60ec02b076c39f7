import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotentHeaders } from '../../../contract/http';
import { fieldProblem } from '../../../contract/labels';
import type { ApprovedOrder, MemberOrder } from '../../../contract/orders';
import {
  approvedOrders,
  createOrder,
  createOrderFields,
  orderHistory,
  updateOrderStatus,
  updateOrderStatusWithoutOrderNo,
} from '../../../contract/orders';
import { findPackage, packageById } from '../catalogue/catalogue';
import { toUsdt } from '../../shared/money';
import { HttpError } from '../../shared/errors';
import { ENROLMENT_REQUIRED } from '../../../contract/two-factor';
import { formReadError, holdsNul, NUL_MESSAGE } from '../../http/input';
import { guards } from '../../shared/guards';
import { limitRequest } from '../../http/rate-limits';
import { memberOf, operatorOf, requireRole, sessionOf } from '../../http/auth';
import { findMemberByCode } from '../members/service';
import {
  approveDeposit,
  approvedOrdersOf,
  assertRoomForDeposit,
  createDepositOrder,
  operatorMaySeeScreenshot,
  ordersOfMember,
  sellOffline,
  type ApprovedOrderRow,
  type OrderRow,
} from './service';
import { reencodeScreenshot, SCREENSHOT_MAX_BYTES, screenshotUrl } from './screenshots';
import { assertSelf } from '../../http/identity';
import { answerOnceFor } from '../../http/idempotent';

export const memberOrderOf = (o: OrderRow): MemberOrder => ({
  id: String(o.id),
  order_details: {
    order_no: o.order_no,
    order_date: o.created_at.toISOString(),
    order_price: toUsdt(o.price_micro),
  },
  package_name: packageById(o.package_id).name,
  status: o.status,
  reason: o.reason,
});

function packageNamed(name: string) {
  const pkg = findPackage(name);
  if (!pkg) throw new HttpError(400, `${name} is not one of our packages`);
  return pkg;
}

/** Reads the deposit form: one screenshot and the spec §7 text fields, with hard limits. */
async function readDepositForm(request: FastifyRequest) {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Send the order as multipart/form-data with the screenshot');
  }
  const fields: Record<string, string> = {};
  let image: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'image' || image) {
        part.file.resume();
        throw new HttpError(400, 'Please upload one screenshot');
      }
      image = await part.toBuffer();
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (guards.refuseUnreadableInput && holdsNul(fields)) throw new HttpError(400, NUL_MESSAGE);
  const parsed = createOrderFields.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new HttpError(
      400,
      fieldProblem(issue?.path.join('.') ?? '', issue?.message ?? 'is invalid'),
    );
  }
  // Spec §5's wording: the original client shows this message as it comes.
  if (!image || image.length === 0) {
    throw new HttpError(400, 'Please upload a screenshot before submitting.');
  }
  return { fields: parsed.data, image };
}

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
    createOrder.path,
    { onRequest: requireRole('member'), schema: { response: { 201: createOrder.response } } },
    async (request, reply) => {
      const member = memberOf(request);
      await limitRequest(app, 'deposit', String(member.id));
      // RATE_LIMITS=off (load tests from 127.0.0.1) also lifts the cap on pending deposits.
      const capped = app.config.rateLimits;
      if (capped) await assertRoomForDeposit(app.db, member.id);
      const { fields, image } = await readDepositForm(request).catch((error: unknown) => {
        if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, 'The screenshot must be at most 5 MB');
        }
        throw formReadError(error);
      });
      for (const ref of [fields.user_mySponsor_id, fields.user_object_id]) {
        if (ref) assertSelf(member, ref);
      }
      const pkg = packageNamed(fields.package_name);
      const key = await app.screenshots.put(await reencodeScreenshot(image));
      const order = await createDepositOrder(app.db, member.id, pkg, key, { capped });
      return reply
        .code(201)
        .send({ message: 'Order created successfully!', order: memberOrderOf(order) });
    },
  );

  app.post(
    orderHistory.path,
    {
      onRequest: requireRole('member'),
      schema: { body: orderHistory.body, response: { 200: orderHistory.response } },
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
    approvedOrders.path,
    { ...operatorOnly, schema: { response: { 200: approvedOrders.response } } },
    async (request) => {
      const rows = await approvedOrdersOf(await app.readDb(request), operatorOf(request).id);
      return { orders: rows.map(approvedOrderOf) };
    },
  );

  async function memberByCode(code: string) {
    const member = await findMemberByCode(app.db, code);
    if (!member) throw new HttpError(404, `Member ${code} not found`);
    return member;
  }

  app.post(
    updateOrderStatus.path,
    {
      ...operatorOnly,
      schema: {
        headers: idempotentHeaders,
        body: updateOrderStatus.body,
        response: { 200: updateOrderStatus.response },
      },
    },
    async (request) => {
      const actor = { kind: 'operator' as const, id: operatorOf(request).id };
      const { mySponsorId, order_no, package_name } = request.body;
      const member = await memberByCode(mySponsorId);
      return answerOnceFor(app, request, actor, updateOrderStatus.response, async (db) => {
        const order = await approveDeposit(db, order_no, actor, {
          memberId: member.id,
          ...(package_name ? { packageId: packageNamed(package_name).id } : {}),
        });
        return {
          message: 'Order have been Submitted successfully',
          order: approvedOrderOf({ ...order, sponsor_code: member.sponsorCode, name: member.name }),
        };
      });
    },
  );

  app.post(
    updateOrderStatusWithoutOrderNo.path,
    {
      ...operatorOnly,
      schema: {
        headers: idempotentHeaders,
        body: updateOrderStatusWithoutOrderNo.body,
        response: { 200: updateOrderStatusWithoutOrderNo.response },
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
        updateOrderStatusWithoutOrderNo.response,
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
      if (!staff) throw new HttpError(401, 'Please log in');
      if (staff.kind === 'member') throw new HttpError(403, 'Screenshots are shown to staff only');
      if (staff.stage === 'enrol' && guards.adminEnrolmentGate) {
        throw new HttpError(403, ENROLMENT_REQUIRED, {}, 'enrol');
      }
      // An operator sees the screenshots of the orders they approved, as in their list.
      if (
        staff.kind === 'operator' &&
        !(await operatorMaySeeScreenshot(app.db, staff.id, request.params.key))
      ) {
        throw new HttpError(403, 'Operators see the screenshots of the orders they approved');
      }
      const image = await app.screenshots.get(request.params.key);
      if (!image) throw new HttpError(404, 'Screenshot not found');
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(image);
    },
  );
};

/** An order row joined with its member, as operators see it (spec §3 "Approved order"). */
export function approvedOrderOf(r: ApprovedOrderRow): ApprovedOrder {
  return {
    _id: String(r.id),
    order_details: {
      order_no: r.order_no,
      order_price: toUsdt(r.price_micro),
      order_date: r.created_at.toISOString(),
    },
    user_details: { user_mySponsor_id: r.sponsor_code, user_name: r.name },
    package_name: packageById(r.package_id).name,
    image_url: screenshotUrl(r.screenshot_key),
    status: r.status,
  };
}
