import { z } from 'zod/mini';
import { endpoint } from './http';
import { oneTimeCode, sessionRole } from './auth';
import { isoDate } from './money';

/**
 * Two-factor sign-in (TOTP, RFC 6238): mandatory for admins, optional for operators and members
 * (README "Security"). Every endpoint acts on the caller's own account in the area named by
 * `role`; the session of that area carries the identity.
 */

/** What a 401 says when a second factor is needed and was not sent (the client then asks). */
export const CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app';
/** An admin signed in with the password but has not enrolled yet: only enrolment is open. */
export const ENROLMENT_REQUIRED = 'Set up two-factor sign-in before you continue';
/** A wrong, expired or already used code (a 401 with `twoFactor: 'code'`). */
export const INVALID_CODE = 'That code is not valid. Enter the current code from your app.';
/** Recovery codes handed out per enrolment. */
export const RECOVERY_CODE_COUNT = 10;

/** `twoFactor` in an error answer tells the client which step is missing. */
export const twoFactorStep = z.enum(['code', 'enrol']);
export type TwoFactorStep = z.infer<typeof twoFactorStep>;

export const twoFactorStatus = endpoint({
  method: 'GET',
  path: '/api/auth/two-factor',
  body: undefined,
  response: z.object({
    enabled: z.boolean(),
    /** Admins cannot turn it off. */
    required: z.boolean(),
    recoveryCodesLeft: z.number().check(z.int(), z.minimum(0)),
    /** When an admin last removed this person's second factor (shown so they know). */
    resetAt: z.nullable(isoDate),
  }),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus.response>;

export const twoFactorRoleQuery = z.object({ role: z._default(sessionRole, 'member') });

/** Starts (or restarts) enrolment: a new secret, not active until confirmed with a code. */
export const twoFactorSetup = endpoint({
  method: 'POST',
  path: '/api/auth/two-factor/setup',
  body: z.object({ role: sessionRole }),
  response: z.object({
    /** Base32, for typing into an authenticator app by hand. */
    secret: z.string(),
    /** otpauth:// URI the QR code encodes. */
    otpauthUrl: z.string(),
    /** The same URI as an SVG QR code (markup). */
    qrSvg: z.string(),
  }),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetup.response>;

/** Confirms enrolment with a code from the app; answers the recovery codes, shown once. */
export const twoFactorEnable = endpoint({
  method: 'POST',
  path: '/api/auth/two-factor/enable',
  body: z.object({ role: sessionRole, code: oneTimeCode }),
  response: z.object({ message: z.string(), recoveryCodes: z.array(z.string()) }),
});

/** Turns it off (members and operators only): the password and a current code. */
export const twoFactorDisable = endpoint({
  method: 'POST',
  path: '/api/auth/two-factor/disable',
  body: z.object({
    role: sessionRole,
    password: z.string().check(z.minLength(1, 'is required'), z.maxLength(128)),
    code: oneTimeCode,
  }),
  response: z.object({ message: z.string() }),
});

/** New recovery codes (the old ones stop working): needs a current code. */
export const twoFactorRecoveryCodes = endpoint({
  method: 'POST',
  path: '/api/auth/two-factor/recovery-codes',
  body: z.object({ role: sessionRole, code: oneTimeCode }),
  response: z.object({ message: z.string(), recoveryCodes: z.array(z.string()) }),
});

/** An admin removes another person's second factor (audited; that person is told). */
export const resetTwoFactorSubject = z.enum(['member', 'operator', 'admin']);
export const adminResetTwoFactor = endpoint({
  method: 'POST',
  path: '/api/admin/two-factor/reset',
  body: z.object({
    kind: resetTwoFactorSubject,
    /** A member's sponsor ID, or a staff member's e-mail. */
    account: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(254)),
  }),
  response: z.object({ message: z.string() }),
});
