import type { FastifyInstance } from 'fastify';
import { DomainError } from '../shared/errors';
import { guards } from '../shared/guards';
import { reserve, type ThrottlePolicy } from '../shared/throttle';

const perWindow = (limit: number, windowSeconds: number): ThrottlePolicy => ({
  limit,
  windowSeconds,
  lock: { kind: 'window' },
});

/**
 * Fixed-window limits on the public and member endpoints that cost us or reveal something
 * (README "Security", rate limits). Each request is counted before it is served.
 */
export const RATE_LIMITS = {
  /** Per address: the answer names the sponsor. */
  verifySponsor: perWindow(30, 10 * 60),
  /** Per address: each inquiry is stored and read by staff. */
  contact: perWindow(5, 60 * 60),
  /** Per address: each signup hashes a password and a unique key with argon2id. */
  publicRegistration: perWindow(10, 60 * 60),
  /** Per member: registrations from the member area. */
  downlineRegistration: perWindow(60, 60 * 60),
  /** Per member: deposits with a screenshot to store and review. */
  deposit: perWindow(10, 60 * 60),
  /** Per address: each asks for an e-mailed recovery code (decisions §14). */
  recoveryRequest: perWindow(10, 60 * 60),
  /** Per account: at most a few recovery e-mails an hour, whoever asks. */
  recoveryAccount: perWindow(5, 60 * 60),
} satisfies Record<string, ThrottlePolicy>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** The throttle key a limit counts `subject`'s requests under. */
export const rateLimitKey = (name: RateLimitName, subject: string) => `rate:${name}:${subject}`;

export const RATE_LIMITED_MESSAGE = 'Too many requests. Please try again later.';

/**
 * Counts one request of `subject` (an address or a member id) against the named limit; beyond it
 * answers 429 with Retry-After. `RATE_LIMITS=off` (load tests on 127.0.0.1 only) skips the count.
 */
export async function limitRequest(app: FastifyInstance, name: RateLimitName, subject: string) {
  if (!guards.rateLimits || !app.config.rateLimits) return;
  const reservation = await reserve(app.db, rateLimitKey(name, subject), RATE_LIMITS[name]);
  if (!reservation.admitted) {
    throw new DomainError('too_many', RATE_LIMITED_MESSAGE, {
      retryAfterSeconds: reservation.retryAfter,
    });
  }
}
