import { z } from 'zod/mini';
import { endpoint } from './http';
import { EMAIL_INVALID } from './labels';

/** Member public ID: LT + 7 digits (decisions §3). */
export const sponsorCode = z.pipe(
  z.pipe(
    z.string().check(z.trim()),
    z.transform((s: string) => s.toUpperCase()),
  ),
  z.string().check(z.regex(/^LT\d{7}$/, 'must look like LT1234567')),
);

export const password = z
  .string()
  .check(z.minLength(1, 'is required'), z.maxLength(128, 'must be at most 128 characters'));

/** A password being chosen (registration rules: 8 to 128 characters). */
export const newPassword = z
  .string()
  .check(
    z.minLength(8, 'must be at least 8 characters'),
    z.maxLength(128, 'must be at most 128 characters'),
  );

/** A six-digit authenticator code, or one of the ten single-use recovery codes (XXXXX-XXXXX). */
export const oneTimeCode = z
  .string()
  .check(
    z.trim(),
    z.minLength(6, 'must be the 6-digit code from your authenticator app'),
    z.maxLength(32, 'must be the 6-digit code from your authenticator app'),
  );

/** Sent on a login or a guarded write when the account has a second factor (README "Security"). */
export const optionalCode = z.optional(oneTimeCode);

export const memberUser = z.object({
  _id: z.string(),
  name: z.string(),
  mySponsorId: z.string(),
});
export type MemberUser = z.infer<typeof memberUser>;

export const loginUser = endpoint({
  method: 'POST',
  path: '/api/auth/login-user',
  body: z.object({ sponsorId: sponsorCode, password, code: optionalCode }),
  response: z.object({ message: z.string(), token: z.string(), user: memberUser }),
});

export const verifySponsor = endpoint({
  method: 'POST',
  path: '/api/auth/verify-sponsor',
  body: z.object({ sponsorId: sponsorCode }),
  response: z.object({
    message: z.string(),
    sponsor: z.object({ _id: z.string(), name: z.string(), mySponsorId: z.string() }),
  }),
});

/** The registration payload of spec §3; sponsorId names the member to place under (decisions §4). */
export const registrationPayload = z.object({
  sponsorId: sponsorCode,
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'is required'),
      z.maxLength(120, 'must be at most 120 characters'),
    ),
  mobileNumber: z.string().check(
    z.trim(),
    // Sentences, shown as they are: the spec's hints (§5), not "mobileNumber must be …".
    z.regex(/^\+?[0-9 ()-]{6,20}$/, 'Please enter a valid mobile number'),
  ),
  email: z.email(EMAIL_INVALID).check(z.maxLength(254, 'must be at most 254 characters')),
  password: z
    .string()
    .check(
      z.minLength(8, 'must be at least 8 characters'),
      z.maxLength(128, 'must be at most 128 characters'),
    ),
});
export type RegistrationPayload = z.infer<typeof registrationPayload>;

export const positionName = z.enum(['left', 'right']);
export type Position = z.infer<typeof positionName>;

export const registrationResponse = z.object({
  message: z.string(),
  user: memberUser,
  /** Shown once, to whoever registered the member; never returned again. */
  uniqueKey: z.string(),
  sponsor: z.object({ name: z.string(), mySponsorId: z.string() }),
  /** Where the newcomer was placed: under this parent (named, for the popup), on this side. */
  placement: z.object({
    parentSponsorId: z.string(),
    parentName: z.string(),
    position: positionName,
  }),
});
export type RegistrationResponse = z.infer<typeof registrationResponse>;

const register = (path: string) =>
  endpoint({ method: 'POST', path, body: registrationPayload, response: registrationResponse });

export const registerUser = register('/api/auth/register-user');
export const registerUserLeft = register('/api/auth/register-user-left');
export const registerUserRight = register('/api/auth/register-user-right');

export const sessionRole = z.enum(['member', 'operator', 'admin']);
export type SessionRole = z.infer<typeof sessionRole>;

export const me = endpoint({
  method: 'GET',
  path: '/api/auth/me',
  body: undefined,
  response: z.object({
    role: sessionRole,
    user: z.object({
      _id: z.string(),
      name: z.string(),
      mySponsorId: z.optional(z.string()),
      email: z.optional(z.string()),
    }),
    /** 'enrol': an admin session that may only enrol a second factor (README "Security"). */
    twoFactor: z.optional(z.enum(['enrol'])),
  }),
});
export type Me = z.infer<typeof me.response>;

/** Where a role's session is asked for, and the client's cache key for it. */
export const mePathOf = (role: SessionRole) => `${me.path}?role=${role}`;

export const logout = endpoint({
  method: 'POST',
  path: '/api/auth/logout',
  /** Which area's session to end; without a role, every session the browser holds. */
  body: z.nullish(z.object({ role: z.optional(sessionRole) })),
  response: z.object({ message: z.string() }),
});

/** A member changes their password; every other session of theirs ends (README "Security"). */
export const changePassword = endpoint({
  method: 'POST',
  path: '/api/auth/change-password',
  body: z.object({
    currentPassword: password,
    newPassword,
  }),
  response: z.object({ message: z.string(), token: z.string() }),
});
