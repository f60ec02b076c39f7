import type { TwoFactorStep } from '../../contract/two-factor';

/**
 * What went wrong, in the domain's terms. Services and routes throw these; server/http/errors.ts
 * is the one place that turns a kind into an HTTP status, so services stay callable without HTTP.
 */
export type ErrorKind =
  /** The request itself is wrong: a bad field, a value out of range. */
  | 'invalid'
  /** No (valid) credentials, or a wrong secret. */
  | 'unauthenticated'
  /** The caller is known but may not do this. */
  | 'forbidden'
  | 'not_found'
  /** The state of things does not allow it (already decided, not enough balance...). */
  | 'conflict'
  | 'too_large'
  | 'unsupported'
  /** Well-formed but contradicts an earlier request (an Idempotency-Key reused for another). */
  | 'unprocessable'
  /** Too many requests or attempts: try again after `retryAfterSeconds`. */
  | 'too_many';

export type ErrorDetails = {
  /** Seconds after which trying again may succeed. */
  retryAfterSeconds?: number;
  /** Which second-factor step is missing, for the client to ask (contract errorResponse). */
  twoFactor?: TwoFactorStep;
  /** The decision goes through when repeated with a reason (contract errorResponse). */
  needsReason?: true;
};

/** An error the caller caused: its message is shown to people as it is. */
export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
