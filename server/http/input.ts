import fp from 'fastify-plugin';
import { DomainError } from '../shared/errors';
import { guards } from '../shared/guards';

/** README "Rules", requests: text with a NUL character is refused before it reaches a handler. */
export const NUL_MESSAGE = 'Text must not contain NUL characters';

/** README "Rules", requests: a deposit form the multipart reader cannot read. */
export const UNREADABLE_FORM_MESSAGE =
  'The form could not be read: send it as multipart/form-data with the screenshot';

/** Whether any string in a parsed body, path or query (keys included) holds a NUL character. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (typeof value !== 'object' || value === null || depth > 32) return false;
  if (Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1),
  );
}

/** Refuses NUL characters in every route's body, path parameters and query (PostgreSQL cannot store them). */
export const inputPlugin = fp(async (app) => {
  app.addHook('preValidation', async (request) => {
    if (!guards.refuseUnreadableInput) return;
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw new DomainError('invalid', NUL_MESSAGE);
    }
  });
});

/**
 * What the deposit form's reader answers for an error while reading parts: limits keep their own
 * status, anything else the multipart parser raises (no boundary, truncated, garbage) is 400.
 */
export function formReadError(error: unknown): unknown {
  if (!guards.refuseUnreadableInput || error instanceof DomainError) return error;
  const status =
    typeof error === 'object' && error !== null && 'statusCode' in error
      ? Number(error.statusCode)
      : undefined;
  if (status !== undefined && status < 500) return error;
  return new DomainError('invalid', UNREADABLE_FORM_MESSAGE);
}
