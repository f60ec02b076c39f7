import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/raw';

/**
 * `/healthz`: the process answers (liveness). `/readyz`: the database answers one indexed
 * single-row read (readiness for a load balancer; also the benchmark's ceiling).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_, reply) => {
    try {
      const [open] = await queryRows<{ id: number }>(
        app.db,
        sql`select id from periods where closed_at is null`,
      );
      return { status: 'ready', period: open?.id ?? null };
    } catch (error) {
      app.log.error({ err: error }, 'readiness check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
};
