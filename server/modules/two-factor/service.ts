import { createHash, randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import {
  CODE_REQUIRED,
  INVALID_CODE,
  RECOVERY_CODE_COUNT,
  type TwoFactorStatus,
} from '../../../contract/two-factor';
import type { Database } from '../../db/client';
import { queryRows, type Executor } from '../../db/raw';
import type { SessionKind } from '../../db/schema';
import { DomainError } from '../../shared/errors';
import { guards } from '../../shared/guards';
import { isoOf } from '../../shared/paging';
import { checkSecret, type SecretHolder } from '../../shared/secret-checks';

/**
 * Two-factor sign-in (TOTP, RFC 6238; README "Security", second factor): 30-second steps, one step
 * of clock drift either way, and a code is good once: the last step used is stored and a code of
 * that step or an earlier one is refused, in one conditional update, so parallel replays fail too.
 */
export type Subject = { kind: SessionKind; id: number };

const ISSUER = 'LEARN-TRADE-EARN';
const STEP_SECONDS = 30;
const DRIFT_SECONDS = STEP_SECONDS;

const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const RECOVERY_GROUP = 5;

const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

/** Recovery codes are typed by people: case, spaces and dashes do not matter. */
const normalizeRecoveryCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');

const isTotpCode = (code: string) => /^\d{6}$/.test(code.trim());

function recoveryCode() {
  const pick = () =>
    Array.from(
      { length: RECOVERY_GROUP },
      () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
    ).join('');
  return `${pick()}-${pick()}`;
}

type FactorRow = {
  secret: string | null;
  pending_secret: string | null;
  enabled_at: Date | string | null;
  last_step: string | number;
  reset_at: Date | string | null;
};

async function factorOf(db: Executor, subject: Subject): Promise<FactorRow | undefined> {
  const [row] = await queryRows<FactorRow>(
    db,
    sql`select secret, pending_secret, enabled_at, last_step, reset_at from two_factor
         where subject_kind = ${subject.kind} and subject_id = ${subject.id}`,
  );
  return row;
}

export async function hasSecondFactor(db: Executor, subject: Subject): Promise<boolean> {
  const row = await factorOf(db, subject);
  return row?.enabled_at != null && row.secret !== null;
}

export async function twoFactorStatusOf(db: Executor, subject: Subject): Promise<TwoFactorStatus> {
  const row = await factorOf(db, subject);
  const [left] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from two_factor_recovery_codes
         where subject_kind = ${subject.kind} and subject_id = ${subject.id} and used_at is null`,
  );
  const enabled = row?.enabled_at != null && row.secret !== null;
  return {
    enabled,
    required: subject.kind === 'admin',
    recoveryCodesLeft: enabled ? Number(left?.n ?? 0) : 0,
    resetAt: row?.reset_at ? isoOf(row.reset_at) : null,
  };
}

/** A step of the secret's codes newer than the last one used, or undefined. */
async function freshStep(secret: string, code: string, lastStep: number) {
  const result = await verify({
    secret,
    token: code.trim(),
    epochTolerance: DRIFT_SECONDS,
    ...(guards.refuseReplayedCodes ? { afterTimeStep: lastStep } : {}),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** Records the step as used unless a parallel request used it (or a later one) first. */
async function claimStep(db: Executor, subject: Subject, step: number) {
  if (!guards.refuseReplayedCodes) return true;
  const claimed = await queryRows<{ last_step: number }>(
    db,
    sql`update two_factor set last_step = ${step}
         where subject_kind = ${subject.kind} and subject_id = ${subject.id}
           and last_step < ${step}
         returning last_step`,
  );
  return claimed.length === 1;
}

async function spendRecoveryCode(db: Executor, subject: Subject, code: string) {
  const used = await queryRows<{ code_hash: string }>(
    db,
    sql`update two_factor_recovery_codes set used_at = now()
         where code_hash = ${hashRecoveryCode(code)} and subject_kind = ${subject.kind}
           and subject_id = ${subject.id} and used_at is null
         returning code_hash`,
  );
  return used.length === 1;
}

/** Whether a code is right for the active secret; uses it up (its step, or the recovery code). */
async function consumeCode(db: Executor, subject: Subject, code: string): Promise<boolean> {
  const row = await factorOf(db, subject);
  if (!row?.secret) return false;
  if (!isTotpCode(code)) return spendRecoveryCode(db, subject, code);
  const step = await freshStep(row.secret, code, Number(row.last_step));
  return step !== undefined && claimStep(db, subject, step);
}

const invalidCode = () => new DomainError('unauthenticated', INVALID_CODE, { twoFactor: 'code' });
export const codeRequired = () =>
  new DomainError('unauthenticated', CODE_REQUIRED, { twoFactor: 'code' });

/**
 * The second factor of a sign-in or a guarded write, when the person has one: without a code the
 * answer asks for it; a code is checked under the one policy of secret checks.
 */
export async function requireSecondFactor(
  db: Database,
  subject: Subject,
  holder: SecretHolder,
  code: string | undefined,
  options: { signedIn?: boolean } = {},
) {
  if (!(await hasSecondFactor(db, subject))) return;
  await verifySecondFactor(db, subject, holder, code, options);
}

/** A code must be sent and right (the person is known to have a second factor). */
export async function verifySecondFactor(
  db: Database,
  subject: Subject,
  holder: SecretHolder,
  code: string | undefined,
  options: { signedIn?: boolean } = {},
) {
  if (code === undefined) throw codeRequired();
  await checkSecret(
    db,
    holder,
    async () => ((await consumeCode(db, subject, code)) ? true : undefined),
    invalidCode,
    options,
  );
}

/**
 * Checks a code inside a sign-in whose password was just verified (the attempt already counted
 * under the policy): a missing or wrong code is thrown as the 401 that asks for it.
 */
export async function secondFactorOfSignIn(
  db: Executor,
  subject: Subject,
  code: string | undefined,
) {
  if (await hasSecondFactor(db, subject)) await signInCode(db, subject, code);
}

/** The code of a sign-in by someone known to have a second factor. */
export async function signInCode(db: Executor, subject: Subject, code: string | undefined) {
  if (code === undefined) throw codeRequired();
  if (!(await consumeCode(db, subject, code))) throw invalidCode();
}

/** Starts (or restarts) enrolment: a new secret that becomes active once a code confirms it. */
export async function startEnrolment(db: Executor, subject: Subject, label: string) {
  const secret = generateSecret();
  await db.execute(sql`
    insert into two_factor (subject_kind, subject_id, pending_secret)
    values (${subject.kind}, ${subject.id}, ${secret})
    on conflict (subject_kind, subject_id) do update set pending_secret = excluded.pending_secret`);
  const otpauthUrl = generateURI({ issuer: ISSUER, label, secret });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
  return { secret, otpauthUrl, qrSvg };
}

async function replaceRecoveryCodes(db: Executor, subject: Subject): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode);
  await db.execute(sql`
    delete from two_factor_recovery_codes
     where subject_kind = ${subject.kind} and subject_id = ${subject.id}`);
  for (const code of codes) {
    await db.execute(sql`
      insert into two_factor_recovery_codes (code_hash, subject_kind, subject_id)
      values (${hashRecoveryCode(code)}, ${subject.kind}, ${subject.id})`);
  }
  return codes;
}

/**
 * Confirms enrolment with a code of the pending secret (counted under the policy): the secret
 * becomes active and ten new recovery codes are answered, shown once.
 */
export async function confirmEnrolment(
  db: Database,
  subject: Subject,
  holder: SecretHolder,
  code: string,
): Promise<string[]> {
  const row = await factorOf(db, subject);
  const pending = row?.pending_secret;
  if (!pending) throw new DomainError('conflict', 'Start the set-up again: no new key is waiting');
  const step = await checkSecret(
    db,
    holder,
    async () => (isTotpCode(code) ? freshStep(pending, code, 0) : undefined),
    invalidCode,
    { signedIn: true },
  );
  await db.execute(sql`
    update two_factor set secret = pending_secret, pending_secret = null, enabled_at = now(),
                          last_step = ${step}, reset_at = null
     where subject_kind = ${subject.kind} and subject_id = ${subject.id}`);
  return replaceRecoveryCodes(db, subject);
}

export async function newRecoveryCodes(
  db: Database,
  subject: Subject,
  holder: SecretHolder,
  code: string,
) {
  await verifySecondFactor(db, subject, holder, code, { signedIn: true });
  return replaceRecoveryCodes(db, subject);
}

/** Removes a second factor and its recovery codes; `resetBy` marks an admin's reset. */
export async function removeSecondFactor(
  db: Executor,
  subject: Subject,
  resetBy: 'self' | 'admin',
) {
  await db.execute(sql`
    update two_factor set secret = null, pending_secret = null, enabled_at = null,
                          reset_at = ${resetBy === 'admin' ? sql`now()` : sql`reset_at`}
     where subject_kind = ${subject.kind} and subject_id = ${subject.id}`);
  await db.execute(sql`
    delete from two_factor_recovery_codes
     where subject_kind = ${subject.kind} and subject_id = ${subject.id}`);
}

/** Pre-enrols an account with a known secret (ADMIN_TOTP_SECRET for the bootstrap admin). */
export async function enrolWithSecret(db: Executor, subject: Subject, secret: string) {
  await db.execute(sql`
    insert into two_factor (subject_kind, subject_id, secret, enabled_at)
    values (${subject.kind}, ${subject.id}, ${secret}, now())
    on conflict (subject_kind, subject_id) do update
       set secret = excluded.secret, pending_secret = null, enabled_at = now()
     where two_factor.secret is distinct from excluded.secret or two_factor.enabled_at is null`);
}
