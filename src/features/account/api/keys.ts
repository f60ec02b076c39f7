import { accountProfile, accountSessions } from '@contract/account';

/** The member's own profile (read-only). */
export const profileKey = accountProfile.path;
/** The member's open sessions; stale after a password change or a sign-out. */
export const sessionsKey = accountSessions.path;
