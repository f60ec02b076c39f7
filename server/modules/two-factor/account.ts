import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/raw';
import type { SessionKind } from '../../db/schema';
import { DomainError } from '../../shared/errors';
import { audit } from '../audit/service';
import { verifySecret } from '../auth/passwords';
import {
  checkSecret,
  memberAccount,
  staffAccount,
  type SecretHolder,
} from '../../shared/secret-checks';
import { completeSession, revokeAllSessions, type Principal } from '../auth/sessions';
import {
  confirmEnrolment,
  hasSecondFactor,
  newRecoveryCodes,
  removeSecondFactor,
  startEnrolment,
  verifySecondFactor,
  type Subject,
} from './service';

/** What the one policy of secret checks counts a person's codes and password under. */
export const holderOf = (principal: Principal, address: string): SecretHolder => ({
  account:
    principal.kind === 'member'
      ? memberAccount(principal.sponsorCode)
      : staffAccount(principal.kind, principal.email),
  address,
});

const subjectOf = (principal: Principal): Subject => ({ kind: principal.kind, id: principal.id });

const actorOf = (principal: Principal) => ({ kind: principal.kind, id: principal.id });

export async function setUpSecondFactor(db: Database, principal: Principal) {
  // A stolen session must not swap the owner's authenticator: turning it off asks for a code.
  if (await hasSecondFactor(db, subjectOf(principal))) {
    throw new DomainError('conflict', 'Two-factor sign-in is already on');
  }
  const label = principal.kind === 'member' ? principal.sponsorCode : principal.email;
  return startEnrolment(db, subjectOf(principal), label);
}

/** Turns the second factor on; an admin's enrolment session becomes a full one. */
export async function confirmSecondFactor(
  db: Database,
  principal: Principal,
  holder: SecretHolder,
  code: string,
) {
  if (await hasSecondFactor(db, subjectOf(principal))) {
    throw new DomainError('conflict', 'Two-factor sign-in is already on');
  }
  const codes = await confirmEnrolment(db, subjectOf(principal), holder, code);
  if (principal.stage === 'enrol') await completeSession(db, principal.tokenHash);
  await audit(db, actorOf(principal), 'two_factor.enable', `${principal.kind}:${principal.id}`);
  return codes;
}

async function passwordHashOf(db: Database, principal: Principal) {
  const [row] = await queryRows<{ password_hash: string }>(
    db,
    principal.kind === 'member'
      ? sql`select password_hash from members where id = ${principal.id}`
      : sql`select password_hash from staff where id = ${principal.id}`,
  );
  if (!row) throw new DomainError('unauthenticated', 'Please log in');
  return row.password_hash;
}

/** Members and operators may turn it off with their password and a current code. */
export async function turnOffSecondFactor(
  db: Database,
  principal: Principal,
  holder: SecretHolder,
  input: { password: string; code: string },
) {
  if (principal.kind === 'admin') {
    throw new DomainError('forbidden', 'Admins must keep two-factor sign-in on');
  }
  const subject = subjectOf(principal);
  if (!(await hasSecondFactor(db, subject))) {
    throw new DomainError('conflict', 'Two-factor sign-in is already off');
  }
  const hash = await passwordHashOf(db, principal);
  await checkSecret(
    db,
    holder,
    async () => ((await verifySecret(hash, input.password)) ? true : undefined),
    () => new DomainError('unauthenticated', 'Your password is not correct'),
    { signedIn: true },
  );
  await verifySecondFactor(db, subject, holder, input.code, { signedIn: true });
  await removeSecondFactor(db, subject, 'self');
  await audit(db, actorOf(principal), 'two_factor.disable', `${principal.kind}:${principal.id}`);
}

export async function replaceRecoveryCodesWithCode(
  db: Database,
  principal: Principal,
  holder: SecretHolder,
  code: string,
) {
  const subject = subjectOf(principal);
  if (!(await hasSecondFactor(db, subject))) {
    throw new DomainError('conflict', 'Turn on two-factor sign-in first');
  }
  return newRecoveryCodes(db, subject, holder, code);
}

async function subjectByAccount(db: Database, kind: SessionKind, account: string) {
  const [row] = await queryRows<{ id: string | number }>(
    db,
    kind === 'member'
      ? sql`select id from members where sponsor_code = ${account.toUpperCase()}`
      : sql`select id from staff where role = ${kind} and lower(email) = ${account.toLowerCase()}`,
  );
  if (!row)
    throw new DomainError(
      'not_found',
      kind === 'member' ? 'Member not found' : 'Account not found',
    );
  return { kind, id: Number(row.id) };
}

/**
 * An admin removes another person's second factor (a lost phone): audited, their sessions end, and
 * their settings show when it happened (README "Security", second factor).
 */
export async function resetSecondFactor(
  db: Database,
  admin: Principal,
  target: { kind: SessionKind; account: string },
) {
  const subject = await subjectByAccount(db, target.kind, target.account);
  if (subject.kind === 'admin' && subject.id === admin.id) {
    throw new DomainError('invalid', 'You cannot reset your own two-factor sign-in');
  }
  if (!(await hasSecondFactor(db, subject))) {
    throw new DomainError('conflict', 'This account does not use two-factor sign-in');
  }
  await db.transaction(async (tx) => {
    await removeSecondFactor(tx, subject, 'admin');
    await revokeAllSessions(tx, subject.kind, subject.id);
    await audit(tx, actorOf(admin), 'two_factor.reset', `${subject.kind}:${subject.id}`);
  });
}
