import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as adminApi from '../../../contract/admin';
import * as contactApi from '../../../contract/contact';
import { adminActorOf, adminsOnly } from '../../http/auth';
import { numericId } from '../../http/params';
import { limitRequest } from '../../http/rate-limits';
import { storeInquiry } from './service';
import { listInquiries, markInquiry } from './inbox';
import { z } from 'zod';

const inquiryParams = z.object({ id: numericId('an inquiry id') });

/** The landing page's contact form and the admin's inbox (spec §4; decisions §12). */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    contactApi.contactSubmit.path,
    {
      schema: {
        body: contactApi.contactSubmit.body,
        response: { 201: contactApi.contactSubmit.response },
      },
    },
    async (request, reply) => {
      await limitRequest(app, 'contact', request.ip);
      await storeInquiry(app.db, request.body);
      return reply.code(201).send({ message: 'Inquiry submitted successfully!' });
    },
  );

  app.get(
    adminApi.listInquiries.path,
    {
      ...adminsOnly,
      schema: {
        querystring: adminApi.listInquiriesQuery,
        response: { 200: adminApi.listInquiries.response },
      },
    },
    async (request) => {
      const { unread, ...page } = request.query;
      return listInquiries(await app.readDb(request), {
        ...page,
        ...(unread === undefined ? {} : { unread: unread === 'true' }),
      });
    },
  );

  app.post(
    adminApi.markInquiry.path,
    {
      ...adminsOnly,
      schema: {
        params: inquiryParams,
        body: adminApi.markInquiry.body,
        response: { 200: adminApi.markInquiry.response },
      },
    },
    async (request) => {
      const { read } = request.body;
      const inquiry = await markInquiry(app.db, adminActorOf(request), request.params.id, read);
      return { message: read ? 'Marked read' : 'Marked unread', inquiry };
    },
  );
};
