import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as marketApi from '../../../contract/market';

/** Market prices for the landing page's ticker (spec §4). */
export const marketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    marketApi.marketCoins.path,
    { schema: { response: { 200: marketApi.marketCoins.response } } },
    async (_, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return app.market.topCoins();
    },
  );
};
