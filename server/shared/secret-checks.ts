import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/raw';
import { DomainError } from './errors';
import { guards } from './guards';
import {
  clearAttempts,
  lockedFor,
  refund,
  reserve,
  type Reservation,
  type ThrottlePolicy,
} from './throttle';

/**
 * The one policy every check of a secret goes through: passwords on every route, unique keys,
 * authenticator and recovery codes (README "Security" lists it). Attempts are counted before the
 * secret is verified, per account at an address, per address, and per account from everywhere:
 *
 * - an account at one address: 5 per 15 minutes, then that address waits out the window;
 * - an address, whatever the account: 30 per 15 minutes, then it waits out the window;
 * - an account from every address together: 10 per 15 minutes, then each further try waits twice
 *   as long as the one before (at most a minute). One address can never reach this (its own limit
 *   is lower), so an attacker at one address cannot slow the owner at another; addresses the
 *   account has signed in from are exempt, so a spread-out attack cannot lock the owner out.
 */
export const SECRET_POLICIES = {
  pair: { limit: 5, windowSeconds: 15 * 60, lock: { kind: 'window' } },
  address: { limit: 30, windowSeconds: 15 * 60, lock: { kind: 'window' } },
  account: { limit: 10, windowSeconds: 15 * 60, lock: { kind: 'backoff', capSeconds: 60 } },
} satisfies Record<string, ThrottlePolicy>;

/** The account-wide lock that a shared counter gives without per-address keys (kept for tests). */
const ACCOUNT_HARD_LOCK: ThrottlePolicy = {
  limit: 5,
  windowSeconds: 15 * 60,
  lock: { kind: 'window' },
};

/** How long an address stays known to an account after a sign-in from it. */
const KNOWN_ADDRESS_DAYS = 90;

export const TOO_MANY_ATTEMPTS = 'Too many failed attempts. Please try again later.';

export type SecretHolder = {
  /** The account the secret belongs to, e.g. `member:LT1234567` or `admin:a@b.c`. */
  account: string;
  /** The client's address as the trusted proxies tell it (README "Security", TRUST_PROXY). */
  address: string;
};

type Key = { key: string; policy: ThrottlePolicy };

async function isKnownAddress(db: Executor, who: SecretHolder): Promise<boolean> {
  const [row] = await queryRows<{ known: boolean }>(
    db,
    sql`select true as known from auth_known_addresses
         where account = ${who.account} and address = ${who.address}
           and seen_at > now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`,
  );
  return row?.known === true;
}

async function keysOf(db: Executor, who: SecretHolder): Promise<Key[]> {
  const address = { key: `ip:${who.address}`, policy: SECRET_POLICIES.address };
  if (!guards.accountLockPerAddress) {
    return [{ key: who.account, policy: ACCOUNT_HARD_LOCK }, address];
  }
  const keys: Key[] = [
    { key: `${who.account}@${who.address}`, policy: SECRET_POLICIES.pair },
    address,
  ];
  if (!(await isKnownAddress(db, who))) {
    keys.push({ key: who.account, policy: SECRET_POLICIES.account });
  }
  return keys;
}

const tooMany = (retryAfter: number) =>
  new DomainError('too_many', TOO_MANY_ATTEMPTS, { retryAfterSeconds: retryAfter });

/** Reserves an attempt on every key, or none: a refused key gives back the ones already taken. */
async function reserveAll(db: Executor, keys: Key[]) {
  const taken: Key[] = [];
  for (const key of keys) {
    const reservation: Reservation = await reserve(db, key.key, key.policy);
    if (!reservation.admitted) {
      for (const done of taken) await refund(db, done.key, done.policy);
      throw tooMany(reservation.retryAfter);
    }
    taken.push(key);
  }
}

async function succeeded(db: Executor, who: SecretHolder, keys: Key[], counted: boolean) {
  for (const { key, policy } of keys) {
    if (key.startsWith('ip:')) {
      if (counted) await refund(db, key, policy);
    } else {
      await clearAttempts(db, key);
    }
  }
  await db.execute(sql`
    insert into auth_known_addresses (account, address) values (${who.account}, ${who.address})
    on conflict (account, address) do update set seen_at = now()`);
}

/** One attempt at a secret, counted (or refused) before it is verified. */
export type SecretAttempt = { succeeded(): Promise<void>; failed(): Promise<void> };

const UNCOUNTED: SecretAttempt = { succeeded: async () => {}, failed: async () => {} };

/**
 * Opens an attempt under the policy: a refused one answers 429 with Retry-After before anything is
 * verified. The caller verifies (inside its own transaction if it must) and reports the outcome;
 * the counters are written outside that transaction, so a rolled-back failure still counts.
 */
export async function openSecretAttempt(
  db: Executor,
  who: SecretHolder,
  options: { signedIn?: boolean } = {},
): Promise<SecretAttempt> {
  // A session holder's checks were once left out of the policy; the guard shows the test sees it.
  if (options.signedIn && !guards.throttleEverySecret) return UNCOUNTED;
  const keys = await keysOf(db, who);
  if (guards.countBeforeVerify) {
    await reserveAll(db, keys);
    return { succeeded: () => succeeded(db, who, keys, true), failed: async () => {} };
  }
  // Check, verify, then count: parallel requests all pass the check before any failure is counted.
  const waits = await Promise.all(keys.map((k) => lockedFor(db, k.key)));
  const wait = Math.max(0, ...waits);
  if (wait > 0) throw tooMany(wait);
  return {
    succeeded: () => succeeded(db, who, keys, false),
    failed: async () => {
      for (const { key, policy } of keys) await reserve(db, key, policy);
    },
  };
}

/**
 * Verifies a secret under the policy. `verify` answers the result, or undefined when the secret is
 * wrong; then `failure` is thrown (a 401 that the caller words).
 */
export async function checkSecret<T>(
  db: Executor,
  who: SecretHolder,
  verify: () => Promise<T | undefined>,
  failure: () => DomainError,
  options: { signedIn?: boolean } = {},
): Promise<T> {
  const attempt = await openSecretAttempt(db, who, options);
  const result = await verify();
  if (result === undefined) {
    await attempt.failed();
    throw failure();
  }
  await attempt.succeeded();
  return result;
}

/** The account key of a member or a staff member, as the policy counts it. */
export const memberAccount = (sponsorCode: string) => `member:${sponsorCode}`;
export const staffAccount = (role: 'operator' | 'admin', email: string) =>
  `${role}:${email.toLowerCase()}`;
