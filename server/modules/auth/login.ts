import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { members, staff, type StaffRole } from '../../db/schema';
import { noteSignIn } from '../notifications/devices';
import { messages } from '../notifications/messages';
import { notify } from '../notifications/service';
import { DomainError } from '../../shared/errors';
import { hashSecret, verifyDecoy, verifySecret } from './passwords';
import { createSession, revokeAllSessions } from './sessions';
import {
  checkSecret,
  memberAccount,
  openSecretAttempt,
  staffAccount,
} from '../../shared/secret-checks';
import { guards } from '../../shared/guards';
import { queryRows } from '../../db/raw';
import { hasSecondFactor, secondFactorOfSignIn, signInCode } from '../two-factor/service';

export async function loginMember(
  db: Database,
  sponsorCode: string,
  password: string,
  address: string,
  code?: string,
  userAgent = '',
) {
  return checkSecret(
    db,
    { account: memberAccount(sponsorCode), address },
    async () => {
      const [member] = await db
        .select({
          id: members.id,
          name: members.name,
          sponsorCode: members.sponsorCode,
          passwordHash: members.passwordHash,
          blocked: members.loginBlockedAt,
        })
        .from(members)
        .where(eq(members.sponsorCode, sponsorCode));
      if (!member) return verifyDecoy(password).then(() => undefined);
      if (!(await verifySecret(member.passwordHash, password))) return undefined;
      if (member.blocked)
        throw new DomainError('forbidden', 'This account is blocked. Please contact support.');
      await secondFactorOfSignIn(db, { kind: 'member', id: member.id }, code);
      const token = await createSession(db, 'member', member.id, 'full', { userAgent, address });
      await noteSignIn(db, { kind: 'member', id: member.id }, userAgent, address);
      return {
        token,
        user: { _id: String(member.id), name: member.name, mySponsorId: member.sponsorCode },
      };
    },
    () => new DomainError('unauthenticated', 'Invalid sponsor ID or password'),
  );
}

export async function loginStaff(
  db: Database,
  role: StaffRole,
  email: string,
  password: string,
  address: string,
  code?: string,
  userAgent = '',
) {
  return checkSecret(
    db,
    { account: staffAccount(role, email), address },
    async () => {
      const [person] = await db
        .select({
          id: staff.id,
          name: staff.name,
          email: staff.email,
          passwordHash: staff.passwordHash,
        })
        .from(staff)
        .where(
          and(
            eq(staff.role, role),
            sql`lower(${staff.email}) = ${email.toLowerCase()}`,
            isNull(staff.blockedAt),
          ),
        );
      if (!person) return verifyDecoy(password).then(() => undefined);
      if (!(await verifySecret(person.passwordHash, password))) return undefined;
      const subject = { kind: role, id: person.id };
      // Admins must have a second factor: without one the session may only enrol it.
      const enrolled = await hasSecondFactor(db, subject);
      const mustEnrol = role === 'admin' && guards.adminEnrolmentGate && !enrolled;
      if (enrolled) await signInCode(db, subject, code);
      const token = await createSession(db, role, person.id, mustEnrol ? 'enrol' : 'full', {
        userAgent,
        address,
      });
      await noteSignIn(db, subject, userAgent, address);
      const user = { _id: String(person.id), name: person.name, email: person.email };
      return mustEnrol ? { token, user, twoFactor: 'enrol' as const } : { token, user };
    },
    () => new DomainError('unauthenticated', 'Invalid e-mail or password'),
  );
}

const WRONG_CURRENT_PASSWORD = 'Your current password is not correct';

/**
 * A member's new password: the current one must be right; every session of theirs ends and the
 * caller gets a fresh one (the new token). The check and the write happen under the member's row
 * lock, so of two changes at once the second verifies against the first one's new hash and fails.
 */
export async function changeMemberPassword(
  db: Database,
  member: { id: number; sponsorCode: string },
  address: string,
  currentPassword: string,
  newPassword: string,
  userAgent = '',
): Promise<string> {
  const passwordHash = await hashSecret(newPassword);
  const attempt = await openSecretAttempt(
    db,
    { account: memberAccount(member.sponsorCode), address },
    { signedIn: true },
  );
  const token = await db.transaction(async (tx) => {
    const lock = guards.passwordChangeLock ? sql`for update` : sql``;
    const [row] = await queryRows<{ password_hash: string }>(
      tx,
      sql`select password_hash from members where id = ${member.id} ${lock}`,
    );
    if (!row || !(await verifySecret(row.password_hash, currentPassword))) return undefined;
    await tx.update(members).set({ passwordHash }).where(eq(members.id, member.id));
    await revokeAllSessions(tx, 'member', member.id);
    await notify(tx, { kind: 'member', id: member.id }, messages.passwordChanged());
    return createSession(tx, 'member', member.id, 'full', { userAgent, address });
  });
  if (token === undefined) {
    await attempt.failed();
    throw new DomainError('unauthenticated', WRONG_CURRENT_PASSWORD);
  }
  await attempt.succeeded();
  return token;
}
