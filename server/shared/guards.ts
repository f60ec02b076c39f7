/**
 * The guards the race, replay and attack tests prove (README, Security). They are always on: nothing in
 * the configuration reaches this object. Only the tests that show such a test can fail switch one
 * off, in their own process, and back on.
 */
export const guards = {
  /** Approving an order locks its row, so two approvals cannot both see it pending. */
  orderRowLock: true,
  /** A placement locks the tour's root row, so two placements cannot take the same end of a leg. */
  tourLock: true,
  /** A close locks the open period's row, so two closes cannot both settle it. */
  periodLock: true,
  /**
   * A close names the period it means to close, so a retried close answers the first one's result
   * instead of closing the next, shorter period (decisions §6: a close is idempotent).
   */
  closeNamesPeriod: true,
  /**
   * A money-moving staff call with an Idempotency-Key acts once per key: a repeat answers the
   * stored first answer (README "Idempotent staff calls").
   */
  idempotencyKeys: true,
  /** An operator sees only the orders they approved, and only those orders' screenshots. */
  operatorOwnOrders: true,
  /** A signed-in member's password, key and code checks are throttled like a login's. */
  throttleEverySecret: true,
  /** An account's failures lock it only at the failing address; elsewhere they slow it down. */
  accountLockPerAddress: true,
  /** An attempt at a secret is counted before the secret is verified. */
  countBeforeVerify: true,
  /** NUL characters and unreadable multipart bodies are refused before any handler runs. */
  refuseUnreadableInput: true,
  /** Error logs carry the error's kind and code, never its message, parameters or values. */
  scrubErrorLogs: true,
  /** TRUST_PROXY's number is a hop count (not an address). */
  trustProxyHops: true,
  /** Public and member endpoints are rate-limited per address and per member. */
  rateLimits: true,
  /** Credentials that were sent but are not valid answer 401 (never a public signup). */
  refuseInvalidCredentials: true,
  /**
   * A request that changed a session answers only once every instance dropped its cached copy
   * (auth/session-listener.ts): a logout on one instance is refused on the others at once.
   */
  settleSessionChanges: true,
  /** A password change verifies and writes under the member's row lock. */
  passwordChangeLock: true,
  /** An authenticator code is good once: its step is claimed, a replay of it is refused. */
  refuseReplayedCodes: true,
  /** An admin without a second factor reaches nothing but enrolment (and sign-out). */
  adminEnrolmentGate: true,
  /** A member with a second factor gives a code for withdrawals and wallet-address changes. */
  codeForMemberWrites: true,
  /** A member has at most a few deposits waiting for review (services/orders.ts). */
  pendingDepositCap: true,
};
