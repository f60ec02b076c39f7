import { sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_INVALID } from '../../../contract/notifications';
import { queryRows, type Executor } from '../../db/raw';
import type { SessionKind } from '../../db/schema';
import { DomainError } from '../../shared/errors';
import { hashSecret, verifySecret } from '../auth/passwords';
import { messages } from '../notifications/messages';
import { notify } from '../notifications/service';
import { RECOVERY_CODE_MINUTES } from './lifetime';

export type Purpose = 'password' | 'unique_key';
export type Subject = { kind: SessionKind; id: number };

/**
 * A new six-digit code for `purpose`, e-mailed through the outbox in the caller's transaction
 * (decisions §14): stored hashed, good for RECOVERY_CODE_MINUTES, once; earlier codes of the same
 * purpose stop working.
 */
export async function issueCode(db: Executor, who: Subject, purpose: Purpose): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeHash = await hashSecret(code);
  await db.execute(sql`
    update recovery_codes set used_at = now()
     where subject_kind = ${who.kind} and subject_id = ${who.id} and purpose = ${purpose}
       and used_at is null`);
  await db.execute(sql`
    insert into recovery_codes (subject_kind, subject_id, purpose, code_hash, expires_at)
    values (${who.kind}, ${who.id}, ${purpose}, ${codeHash},
            now() + ${`${RECOVERY_CODE_MINUTES} minutes`}::interval)`);
  await notify(db, who, messages.recoveryCode(code, purpose));
}

/**
 * Uses the person's current code: true when `code` is it (it is then spent), false otherwise. Run
 * it inside the secret-check policy (shared/secret-checks.ts), which counts the failures.
 */
export async function spendCode(
  db: Executor,
  who: Subject,
  purpose: Purpose,
  code: string,
): Promise<boolean> {
  const [row] = await queryRows<{ id: string | number; code_hash: string }>(
    db,
    sql`select id, code_hash from recovery_codes
         where subject_kind = ${who.kind} and subject_id = ${who.id} and purpose = ${purpose}
           and used_at is null and expires_at > now()
         order by id desc limit 1
         for update`,
  );
  if (!row || !(await verifySecret(row.code_hash, code))) return false;
  const spent = await queryRows<{ id: string | number }>(
    db,
    sql`update recovery_codes set used_at = now() where id = ${row.id} and used_at is null
        returning id`,
  );
  return spent.length === 1;
}

export const invalidCode = () => new DomainError('unauthenticated', RECOVERY_CODE_INVALID);
