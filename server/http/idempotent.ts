import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { IDEMPOTENCY_HEADER, idempotentHeaders } from '../../contract/http';
import type { Database } from '../db/client';
import { DomainError } from '../shared/errors';
import type { Actor } from '../modules/audit/service';
import { answerOnce, type AnswerSchema } from './idempotency';

/**
 * The one wrapper of every money-moving staff route (README "Idempotent staff calls"): the key
 * from the Idempotency-Key header, scoped to the caller and the route, standing for the request's
 * path parameters and body. `run` must do all its work on the database it is given.
 */
export function answerOnceFor<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  actor: Actor,
  answer: AnswerSchema<T>,
  run: (db: Database) => Promise<T>,
): Promise<T> {
  const headers = z.safeParse(idempotentHeaders, request.headers);
  if (!headers.success) {
    throw new DomainError(
      'invalid',
      `${IDEMPOTENCY_HEADER} ${headers.error.issues[0]?.message ?? 'is invalid'}`,
    );
  }
  return answerOnce(
    app.db,
    {
      actor,
      endpoint: `${request.method} ${request.routeOptions.url ?? request.url}`,
      key: headers.data[IDEMPOTENCY_HEADER],
      request: { params: request.params, body: request.body },
      answer,
    },
    run,
  );
}
