import type { z } from 'zod/mini';
import {
  errorResponse,
  IDEMPOTENCY_HEADER,
  parseResponse,
  type Endpoint,
  type Schema,
} from '@contract/http';
import type { TwoFactorStep } from '@contract/two-factor';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The second-factor step the server asks for ('code': send one; 'enrol': set one up first). */
    readonly twoFactor?: TwoFactorStep,
    /** A staff decision the chain disagrees with: it goes through when repeated with a reason. */
    readonly needsReason = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Whether the server refused for want of a (right) one-time code. */
export const isCodeRequest = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.twoFactor === 'code';

/**
 * Fired on window when an admin call answers 403 `twoFactor: 'enrol'`: the admin area listens
 * and sends the admin to enrolment, wherever the call came from.
 */
export const ENROLMENT_EVENT = 'ltearn:two-factor-enrol';

/** Turns an error answer into an ApiError (and announces an enrolment demand). */
export async function errorFrom(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const parsed = errorResponse.safeParse(body);
  const error = parsed.success
    ? new ApiError(
        response.status,
        parsed.data.message,
        parsed.data.twoFactor,
        parsed.data.needsReason === true,
      )
    : new ApiError(response.status, '');
  if (error.status === 403 && error.twoFactor === 'enrol') {
    window.dispatchEvent(new Event(ENROLMENT_EVENT));
  }
  return error;
}

/** The server's own words when it sent some, else the caller's fallback (spec §8 does this everywhere). */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

export type CallOptions<Body extends Schema | undefined> = {
  body?: Body extends Schema ? z.input<Body> : never;
  /** The endpoint's path with its parameters and query filled in; the contract's path otherwise. */
  path?: string;
  /**
   * Sent as the `Idempotency-Key` header: a repeated request with the same key is answered
   * without acting twice (README "Idempotent staff calls").
   */
  idempotencyKey?: string;
};

/** Calls one endpoint of the shared contract and parses its answer with the contract's schema. */
export async function callApi<Body extends Schema | undefined, Response extends Schema>(
  endpoint: Endpoint<Body, Response>,
  options: CallOptions<Body> = {},
): Promise<z.output<Response>> {
  const response = await fetch(options.path ?? endpoint.path, {
    method: endpoint.method,
    credentials: 'same-origin',
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.idempotencyKey === undefined
        ? {}
        : { [IDEMPOTENCY_HEADER]: options.idempotencyKey }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  if (!response.ok) throw await errorFrom(response);
  return parseResponse(endpoint, await response.json());
}
