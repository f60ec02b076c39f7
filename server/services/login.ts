import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { members, staff, type StaffRole } from '../db/schema';
import { HttpError } from '../http-error';
import { hashSecret, verifyDecoy, verifySecret } from './passwords';
import { createSession, revokeAllSessions } from './sessions';
import { LOGIN_POLICIES, clearFailures, lockedFor, recordFailure } from './throttle';

const TOO_MANY = 'Too many failed attempts. Please try again later.';

/**
 * Checks a password under throttling: a locked account or address answers 429 before any hash is
 * computed; a failure counts against both; a success clears the account's count.
 */
async function throttled<T>(
  db: Database,
  accountKey: string,
  address: string,
  attempt: () => Promise<T | undefined>,
  failure: string,
): Promise<T> {
  const addressKey = `ip:${address}`;
  const wait = Math.max(await lockedFor(db, accountKey), await lockedFor(db, addressKey));
  if (wait > 0) throw new HttpError(429, TOO_MANY, { 'retry-after': String(wait) });
  const result = await attempt();
  if (result === undefined) {
    await recordFailure(db, accountKey, LOGIN_POLICIES.account);
    await recordFailure(db, addressKey, LOGIN_POLICIES.address);
    throw new HttpError(401, failure);
  }
  await clearFailures(db, accountKey);
  return result;
}

export async function loginMember(
  db: Database,
  sponsorCode: string,
  password: string,
  address: string,
) {
  return throttled(
    db,
    `member:${sponsorCode}`,
    address,
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
        throw new HttpError(403, 'This account is blocked. Please contact support.');
      const token = await createSession(db, 'member', member.id);
      return {
        token,
        user: { _id: String(member.id), name: member.name, mySponsorId: member.sponsorCode },
      };
    },
    'Invalid sponsor ID or password',
  );
}

export async function loginStaff(
  db: Database,
  role: StaffRole,
  email: string,
  password: string,
  address: string,
) {
  return throttled(
    db,
    `${role}:${email.toLowerCase()}`,
    address,
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
      const token = await createSession(db, role, person.id);
      return { token, user: { _id: String(person.id), name: person.name, email: person.email } };
    },
    'Invalid e-mail or password',
  );
}

/**
 * A member's new password: the current one must be right; every session of theirs ends and the
 * caller gets a fresh one (the new token).
 */
export async function changeMemberPassword(
  db: Database,
  memberId: number,
  currentPassword: string,
  newPassword: string,
): Promise<string> {
  const [member] = await db
    .select({ passwordHash: members.passwordHash })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member || !(await verifySecret(member.passwordHash, currentPassword))) {
    throw new HttpError(401, 'Your current password is not correct');
  }
  const passwordHash = await hashSecret(newPassword);
  return db.transaction(async (tx) => {
    await tx.update(members).set({ passwordHash }).where(eq(members.id, memberId));
    await revokeAllSessions(tx, 'member', memberId);
    return createSession(tx, 'member', memberId);
  });
}
