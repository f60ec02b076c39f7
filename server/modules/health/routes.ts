import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openPeriodId } from './readiness';

/**
 * `/healthz`: the process answers (liveness). `/readyz`: the database answers one indexed
 * single-row read (readiness for a load balancer; also the benchmark's ceiling).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_, reply) => {
    try {
      return { status: 'ready', period: await openPeriodId(app.db) };
    } catch (error) {
      app.log.error({ err: error }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
};
