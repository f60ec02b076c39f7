// The whole contract is zod/mini: the client ships zod's small core instead of the classic API and
// builds no classic methods per schema (README "Performance"). zod/mini loads no locale: the server
// sets zod's English (server/app.ts) for the checks the contract leaves unworded.
import { z } from 'zod/mini';

/** Every error the API returns has this shape (decisions §2). */
export const errorResponse = z.object({
  message: z.string(),
  /** On a 401/403 of a sign-in or guarded write: the second-factor step that is missing. */
  twoFactor: z.optional(z.enum(['code', 'enrol'])),
  /**
   * On a 409 of a staff decision the chain disagrees with (decisions §13): the same call goes
   * through with a `reason`.
   */
  needsReason: z.optional(z.literal(true)),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** Any zod schema, classic or mini: they share zod's core. */
export type Schema = z.core.$ZodType;

/** A request/response pair for one endpoint, shared by the server (validation) and the client (parsing). */
export type Endpoint<Body extends Schema | undefined, Response extends Schema> = {
  method: 'GET' | 'POST';
  path: string;
  body: Body;
  response: Response;
};

export function endpoint<Body extends Schema | undefined, Response extends Schema>(
  definition: Endpoint<Body, Response>,
): Endpoint<Body, Response> {
  return definition;
}

/** Parses an answer with its endpoint's schema, whichever flavour of zod wrote it. */
export const parseResponse = <Response extends Schema>(
  endpoint: { response: Response },
  data: unknown,
): z.output<Response> => z.parse(endpoint.response, data);

/**
 * The header that makes a money-moving staff call safe to repeat: one key per action (a UUID), the
 * same key on a retry; a repeat answers the first answer and acts no more.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Request headers of a money-moving staff call (other headers pass through untouched). */
export const idempotentHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: z.optional(
    z
      .string()
      .check(
        z.regex(/^[\x21-\x7e]{8,100}$/, 'must be 8 to 100 visible ASCII characters, e.g. a UUID'),
      ),
  ),
});
