import { sql } from 'drizzle-orm';
import type { MemberDetail } from '../../../contract/admin';
import type { Database } from '../../db/client';
import { queryRows, type Executor } from '../../db/raw';
import type { Side } from '../../db/schema';
import { packageById } from '../catalogue/catalogue';
import { toUsdt } from '../../shared/money';
import { PLAN } from '../../shared/plan';
import { DomainError } from '../../shared/errors';
import { audit, type Actor } from '../audit/service';
import { messages } from '../notifications/messages';
import { notify } from '../notifications/service';
import type { Row } from '../../shared/paging';
import { MEMBER_SUMMARY_COLUMNS, memberRefOf, memberSummaryOf } from './views';
import { latestKycItem } from '../kyc/queries';
import { findMemberByCode, positionOf } from './service';
import { generateUniqueKey, hashSecret, normalizeUniqueKey } from '../auth/passwords';
import { revokeAllSessions } from '../auth/sessions';
import { legTotals } from '../tree/tour';

type AdminActor = Actor & { kind: 'admin' };

/** The member behind a sponsor ID, or 404. */
export async function memberIdByCode(db: Executor, sponsorCode: string): Promise<number> {
  const member = await findMemberByCode(db, sponsorCode);
  if (!member) throw new DomainError('not_found', `Member ${sponsorCode} not found`);
  return member.id;
}

/** Everything the admin's member page shows about one member (decisions §12). */
export async function memberDetail(db: Executor, memberId: number): Promise<MemberDetail> {
  const [r] = await queryRows<Row>(
    db,
    sql`
      select ${MEMBER_SUMMARY_COLUMNS}, m.side,
             p.direct_left, p.direct_right, p.carry_left, p.carry_right, p.closed_left,
             p.closed_right, p.current_package_id, p.key_failures,
             s.id as sponsor_ref_id, s.name as sponsor_ref_name, s.sponsor_code as sponsor_ref_code,
             up.id as parent_ref_id, up.name as parent_ref_name, up.sponsor_code as parent_ref_code,
             (select balance from accounts where kind = 'member_wallet' and owner_id = m.id) as wallet,
             (select balance from accounts where kind = 'member_hold' and owner_id = m.id) as held,
             (select sum(payout) from weekly_earnings where member_id = m.id) as total_payout,
             exists (select 1 from two_factor f where f.subject_kind = 'member'
                        and f.subject_id = m.id and f.enabled_at is not null) as two_factor
        from members m
        join member_points p on p.member_id = m.id
        left join members s on s.id = m.sponsor_id
        left join members up on up.id = m.parent_id
       where m.id = ${memberId}`,
  );
  if (!r) throw new DomainError('not_found', 'Member not found');
  const legs = await legTotals(db, memberId);
  const kyc = await latestKycItem(db, memberId);
  const n = (key: string) => Number(r[key] ?? 0);
  return {
    profile: memberSummaryOf(r),
    sponsor: r['sponsor_ref_id'] === null ? null : memberRefOf(r, 'sponsor_ref_'),
    placement:
      r['parent_ref_id'] === null
        ? null
        : { parent: memberRefOf(r, 'parent_ref_'), position: positionOf(r['side'] as Side) },
    currentPackage:
      r['current_package_id'] === null ? 'None' : packageById(n('current_package_id')).name,
    points: {
      personal: n('personal'),
      direct: { left: n('direct_left'), right: n('direct_right') },
      team: legs.points,
      week: {
        left: legs.points.left - n('closed_left'),
        right: legs.points.right - n('closed_right'),
      },
      carried: { left: n('carry_left'), right: n('carry_right') },
      legMembers: legs.members,
    },
    wallet: toUsdt(n('wallet')),
    held: toUsdt(n('held')),
    totalPayout: toUsdt(n('total_payout')),
    kyc,
    withdrawalsLocked: n('key_failures') >= PLAN.uniqueKeyAttempts,
    twoFactor: r['two_factor'] === true,
  };
}

/**
 * A new unique key for a member (decisions §3): stored as its hash, failures cleared so
 * withdrawals unlock; the key itself is answered once and never stored or audited.
 */
export async function resetUniqueKey(
  db: Database,
  actor: AdminActor,
  memberId: number,
): Promise<string> {
  const key = generateUniqueKey();
  const keyHash = await hashSecret(normalizeUniqueKey(key));
  await db.transaction(async (tx) => {
    await tx.execute(sql`update members set unique_key_hash = ${keyHash} where id = ${memberId}`);
    await tx.execute(sql`update member_points set key_failures = 0 where member_id = ${memberId}`);
    await audit(tx, actor, 'member.reset_key', `member:${memberId}`);
    await notify(tx, { kind: 'member', id: memberId }, messages.uniqueKeyReset());
  });
  return key;
}

/** Blocks a member's logins and ends their sessions, or lets them log in again. */
export async function setMemberBlocked(
  db: Database,
  actor: AdminActor,
  memberId: number,
  blocked: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update members
         set login_blocked_at = ${blocked ? sql`coalesce(login_blocked_at, now())` : sql`null`}
       where id = ${memberId}`);
    if (blocked) await revokeAllSessions(tx, 'member', memberId);
    await audit(tx, actor, blocked ? 'member.block' : 'member.unblock', `member:${memberId}`);
  });
}
