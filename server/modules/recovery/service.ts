import { sql } from 'drizzle-orm';
import { RECOVERY_BY_ADMIN } from '../../../contract/notifications';
import type { Database } from '../../db/client';
import { queryRows, type Executor } from '../../db/raw';
import { DomainError } from '../../shared/errors';
import { checkSecret, memberAccount, staffAccount } from '../../shared/secret-checks';
import { audit, type Actor } from '../audit/service';
import {
  generatePassword,
  generateUniqueKey,
  hashSecret,
  hashUniqueKey,
  verifyDecoy,
  verifySecret,
} from '../auth/passwords';
import { revokeAllSessions } from '../auth/sessions';
import { messages } from '../notifications/messages';
import { notify } from '../notifications/service';
import { invalidCode, issueCode, spendCode, type Subject } from './codes';

/** How a person names their account on a login page. */
export type RecoveryLogin =
  { role: 'member'; sponsorId: string } | { role: 'operator'; email: string };

type Account = Subject & { email: string; account: string };

/** The account a login names, with its e-mail; undefined when there is none. */
async function accountOf(db: Executor, login: RecoveryLogin): Promise<Account | undefined> {
  if (login.role === 'member') {
    const [m] = await queryRows<{ id: string | number; email: string }>(
      db,
      sql`select id, email from members where sponsor_code = ${login.sponsorId}`,
    );
    return (
      m && {
        kind: 'member',
        id: Number(m.id),
        email: m.email,
        account: memberAccount(login.sponsorId),
      }
    );
  }
  const [s] = await queryRows<{ id: string | number; email: string }>(
    db,
    sql`select id, email from staff where role = 'operator' and lower(email) = ${login.email.toLowerCase()}`,
  );
  return (
    s && {
      kind: 'operator',
      id: Number(s.id),
      email: s.email,
      account: staffAccount('operator', login.email),
    }
  );
}

/** E-mail recovery needs an e-mail channel; without one recovery stays with the admin. */
export function assertEmailRecovery(emailConfigured: boolean) {
  if (!emailConfigured) throw new DomainError('conflict', RECOVERY_BY_ADMIN);
}

/**
 * "Forgot password?": e-mails a code when the account exists and has an address. The caller
 * answers the same either way (RECOVERY_SENT), so nobody learns who has an account.
 */
export async function requestPasswordCode(
  db: Database,
  login: RecoveryLogin,
): Promise<Subject | undefined> {
  const account = await accountOf(db, login);
  if (!account?.email) {
    await verifyDecoy('decoy'); // about the same time as issuing a code
    return undefined;
  }
  await db.transaction((tx) => issueCode(tx, account, 'password'));
  return account;
}

/** A new password with the e-mailed code: every session ends, the person is told (decisions §14). */
export async function resetPasswordWithCode(
  db: Database,
  login: RecoveryLogin,
  address: string,
  code: string,
  newPassword: string,
): Promise<void> {
  const account = await accountOf(db, login);
  const passwordHash = await hashSecret(newPassword);
  const holder = {
    account:
      account?.account ??
      (login.role === 'member'
        ? memberAccount(login.sponsorId)
        : staffAccount('operator', login.email)),
    address,
  };
  await checkSecret(
    db,
    holder,
    async () => {
      if (!account) return verifyDecoy(code).then(() => undefined);
      return db.transaction(async (tx) => {
        if (!(await spendCode(tx, account, 'password', code))) return undefined;
        await tx.execute(
          account.kind === 'member'
            ? sql`update members set password_hash = ${passwordHash} where id = ${account.id}`
            : sql`update staff set password_hash = ${passwordHash} where id = ${account.id}`,
        );
        await revokeAllSessions(tx, account.kind, account.id);
        await audit(
          tx,
          { kind: account.kind === 'member' ? 'member' : 'operator', id: account.id },
          'password.reset',
          `${account.kind}:${account.id}`,
        );
        await notify(tx, account, messages.passwordChanged());
        return true;
      });
    },
    invalidCode,
  );
}

type Member = { id: number; sponsorCode: string };

async function checkMemberPassword(
  db: Executor,
  member: Member,
  address: string,
  password: string,
) {
  await checkSecret(
    db,
    { account: memberAccount(member.sponsorCode), address },
    async () => {
      const [row] = await queryRows<{ password_hash: string }>(
        db,
        sql`select password_hash from members where id = ${member.id}`,
      );
      return row && (await verifySecret(row.password_hash, password)) ? true : undefined;
    },
    () => new DomainError('unauthenticated', 'Your password is not correct'),
    { signedIn: true },
  );
}

/** A signed-in member asks for a code to get a new unique key (password first). */
export async function requestUniqueKeyCode(
  db: Database,
  member: Member,
  address: string,
  password: string,
) {
  await checkMemberPassword(db, member, address, password);
  await db.transaction((tx) => issueCode(tx, { kind: 'member', id: member.id }, 'unique_key'));
}

/**
 * The new unique key for password + e-mailed code (decisions §14): stored as its hash, the
 * attempts counter cleared, audited; the key itself is answered once and never stored.
 */
export async function resetUniqueKeyWithCode(
  db: Database,
  member: Member,
  address: string,
  password: string,
  code: string,
): Promise<string> {
  await checkMemberPassword(db, member, address, password);
  const key = generateUniqueKey();
  const keyHash = await hashUniqueKey(key);
  const who: Subject = { kind: 'member', id: member.id };
  await checkSecret(
    db,
    { account: memberAccount(member.sponsorCode), address },
    () =>
      db.transaction(async (tx) => {
        if (!(await spendCode(tx, who, 'unique_key', code))) return undefined;
        await tx.execute(
          sql`update members set unique_key_hash = ${keyHash} where id = ${member.id}`,
        );
        await tx.execute(
          sql`update member_points set key_failures = 0 where member_id = ${member.id}`,
        );
        await audit(
          tx,
          { kind: 'member', id: member.id },
          'member.reset_key',
          `member:${member.id}`,
        );
        await notify(tx, who, messages.uniqueKeyReset());
        return true;
      }),
    invalidCode,
    { signedIn: true },
  );
  return key;
}

export async function adminsList(db: Executor) {
  const rows = await queryRows<{ id: string | number; name: string; email: string }>(
    db,
    sql`select id, name, email from staff where role = 'admin' order by id`,
  );
  return rows.map((r) => ({ _id: String(r.id), name: r.name, email: r.email }));
}

export const OWN_PASSWORD = 'Use your own account page to change your own password';

/** Admins recover through another admin (decisions §14): a new password, shown once, audited. */
export async function resetAdminPassword(
  db: Database,
  actor: Actor & { kind: 'admin'; id: number },
  adminId: number,
): Promise<string> {
  if (adminId === actor.id) throw new DomainError('conflict', OWN_PASSWORD);
  const password = generatePassword();
  const passwordHash = await hashSecret(password);
  await db.transaction(async (tx) => {
    const updated = await queryRows<{ id: string | number }>(
      tx,
      sql`update staff set password_hash = ${passwordHash}
           where id = ${adminId} and role = 'admin' returning id`,
    );
    if (updated.length === 0) throw new DomainError('not_found', 'Admin not found');
    await revokeAllSessions(tx, 'admin', adminId);
    await audit(tx, actor, 'admin.reset_password', `admin:${adminId}`);
    await notify(tx, { kind: 'admin', id: adminId }, messages.passwordChanged());
  });
  return password;
}
