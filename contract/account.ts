import { z } from 'zod/mini';
import { endpoint } from './http';
import { isoDate } from './money';

/** The signed-in member's own facts, read-only (decisions §3: identity comes from the session). */
export const accountProfile = endpoint({
  method: 'GET',
  path: '/api/account/profile',
  body: undefined,
  response: z.object({
    name: z.string(),
    mySponsorId: z.string(),
    email: z.string(),
    mobileNumber: z.string(),
    joinedAt: isoDate,
    sponsor: z.nullable(z.object({ name: z.string(), mySponsorId: z.string() })),
  }),
});
export type AccountProfile = z.infer<typeof accountProfile.response>;

export const accountSession = z.object({
  /** The session's own id; never its token. */
  id: z.string(),
  /** A readable browser name, e.g. "Chrome on Android". */
  device: z.string(),
  userAgent: z.string(),
  /** The address it signed in from ('' when unknown). */
  address: z.string(),
  createdAt: isoDate,
  lastSeenAt: isoDate,
  /** The session this request was made with ("this device"). */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;

/** The member's sessions that are still open (not signed out, not expired), newest first. */
export const accountSessions = endpoint({
  method: 'GET',
  path: '/api/account/sessions',
  body: undefined,
  response: z.object({ sessions: z.array(accountSession) }),
});

/** Ends one of the member's own sessions; another account's session id is "not found". */
export const revokeAccountSession = endpoint({
  method: 'POST',
  path: '/api/account/sessions/revoke',
  body: z.object({ id: z.string().check(z.regex(/^\d{1,18}$/, 'must be a session id')) }),
  response: z.object({ message: z.string() }),
});

/** "Sign out everywhere": ends every session of the member except the one making the request. */
export const revokeOtherSessions = endpoint({
  method: 'POST',
  path: '/api/account/sessions/revoke-others',
  body: undefined,
  response: z.object({ message: z.string(), count: z.number().check(z.int(), z.nonnegative()) }),
});

export const SESSION_NOT_FOUND = 'This session is not open';
