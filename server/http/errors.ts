import type { FastifyReply } from 'fastify';
import type { DomainError, ErrorKind } from '../shared/errors';

/** The one place a domain error's kind becomes an HTTP status (README "Architecture"). */
export const STATUS_OF: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported: 415,
  unprocessable: 422,
  too_many: 429,
};

/** Answers a domain error as the contract's errorResponse: `{ message, twoFactor?, needsReason? }`. */
export function sendDomainError(error: DomainError, reply: FastifyReply) {
  const { retryAfterSeconds, twoFactor, needsReason } = error.details;
  if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
  return reply.code(STATUS_OF[error.kind]).send({
    message: error.message,
    ...(twoFactor ? { twoFactor } : {}),
    ...(needsReason ? { needsReason } : {}),
  });
}
