import { sql } from 'drizzle-orm';
import type { MemberSummary } from '../../../contract/admin';
import { isoOf, type Row } from '../../shared/paging';

/** `{_id, name, mySponsorId}` of a member from `<prefix>id`, `<prefix>name`, `<prefix>code`. */
export function memberRefOf(r: Row, prefix = 'member_') {
  return {
    _id: String(r[`${prefix}id`]),
    name: String(r[`${prefix}name`]),
    mySponsorId: String(r[`${prefix}code`]),
  };
}

/** The columns `memberSummaryOf` reads, from `members m join member_points p`. */
export const MEMBER_SUMMARY_COLUMNS = sql`m.id, m.name, m.sponsor_code, m.mobile_number, m.email,
  m.is_active, m.login_blocked_at, m.created_at, p.personal`;

export function memberSummaryOf(r: Row): MemberSummary {
  return {
    _id: String(r['id']),
    name: String(r['name']),
    mySponsorId: String(r['sponsor_code']),
    mobileNumber: String(r['mobile_number']),
    email: String(r['email']),
    isActive: Boolean(r['is_active']),
    blocked: r['login_blocked_at'] !== null,
    joinedAt: isoOf(r['created_at']),
    personalPoints: Number(r['personal']),
  };
}
