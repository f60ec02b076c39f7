import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactSubmit } from '../../contract/contact';
import { marketCoins } from '../../contract/market';
import { storeInquiry } from '../modules/contact/service';
import { limitRequest } from '../http/rate-limits';

export const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    contactSubmit.path,
    {
      schema: { body: contactSubmit.body, response: { 201: contactSubmit.response } },
    },
    async (request, reply) => {
      await limitRequest(app, 'contact', request.ip);
      await storeInquiry(app.db, request.body);
      return reply.code(201).send({ message: 'Inquiry submitted successfully!' });
    },
  );

  app.get(
    marketCoins.path,
    { schema: { response: { 200: marketCoins.response } } },
    async (_, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return app.market.topCoins();
    },
  );
};
