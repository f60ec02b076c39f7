import { DomainError } from '../shared/errors';
import type { Principal } from '../modules/auth/sessions';

type MemberPrincipal = Extract<Principal, { kind: 'member' }>;

/**
 * Decisions §2: an ID in a body or path must be the caller's own (sponsor ID or `_id`), else 403.
 * The server then works with the session's member, never with the ID it was sent.
 */
export function assertSelf(member: MemberPrincipal, ref: string, what = 'your own account') {
  const given = ref.trim().toUpperCase();
  if (given !== member.sponsorCode && given !== String(member.id)) {
    throw new DomainError('forbidden', `You can only use ${what}`);
  }
}
