import { z } from 'zod/mini';
import { endpoint } from './http';
import { EMAIL_INVALID } from './labels';
import { newPassword, password, sessionRole, sponsorCode } from './auth';
import { page, pageQuery } from './pagination';
import { isoDate } from './money';

/**
 * Notifications and account recovery (decisions §14): every event writes an in-app notice and,
 * per the person's choice, an e-mail and a Telegram message, delivered later from an outbox.
 */

/** Every kind of event a person can be told about. */
export const NOTIFICATION_KINDS = [
  'team_member',
  'deposit_approved',
  'deposit_rejected',
  'kyc_verified',
  'kyc_rejected',
  'payout_credited',
  'scholarship_credited',
  'withdrawal_paid',
  'withdrawal_rejected',
  'rank_reached',
  'password_changed',
  'unique_key_reset',
  'new_sign_in',
  'queue_digest',
  'recovery_code',
] as const;
export const notificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKind>;

/** Account security: always sent by e-mail when an e-mail is on file, whatever the choice. */
export const SECURITY_KINDS: readonly NotificationKind[] = [
  'password_changed',
  'unique_key_reset',
  'new_sign_in',
];

/** The kinds a member chooses channels for, with the words the settings page shows. */
export const MEMBER_KIND_LABELS = {
  team_member: 'A new member joins your team',
  deposit_approved: 'Deposit approved',
  deposit_rejected: 'Deposit rejected',
  kyc_verified: 'Wallet details verified',
  kyc_rejected: 'Wallet details rejected',
  payout_credited: 'Weekly payout credited',
  scholarship_credited: 'Scholarship credited',
  withdrawal_paid: 'Withdrawal paid',
  withdrawal_rejected: 'Withdrawal rejected',
  rank_reached: 'Rank reached',
  password_changed: 'Password changed',
  unique_key_reset: 'Unique key reset',
  new_sign_in: 'Sign-in from a new device',
} as const satisfies Partial<Record<NotificationKind, string>>;
export type MemberKind = keyof typeof MEMBER_KIND_LABELS;
export const memberKind = z.enum(Object.keys(MEMBER_KIND_LABELS) as [MemberKind, ...MemberKind[]]);

/** What a channel shows when the server has no configuration for it. */
export const NOT_CONFIGURED = 'not configured';

export const notification = z.object({
  _id: z.string(),
  kind: notificationKind,
  title: z.string(),
  body: z.string(),
  /** A page of the app the notice is about, e.g. `/userdashboard/e-wallet`. */
  link: z.nullable(z.string()),
  createdAt: isoDate,
  readAt: z.nullable(isoDate),
});
export type Notification = z.infer<typeof notification>;

/** Which area's session asks (each area has its own bell). */
export const notificationsRoleQuery = z.object({ role: z._default(sessionRole, 'member') });
export const notificationsQuery = z.extend(pageQuery, notificationsRoleQuery.shape);

/** The caller's notices, newest first, with the unread count for the bell. */
export const listNotifications = endpoint({
  method: 'GET',
  path: '/api/notifications',
  body: undefined,
  response: z.extend(page(notification), { unread: z.number().check(z.int(), z.minimum(0)) }),
});
export type NotificationPage = z.infer<typeof listNotifications.response>;

/** Marks some notices (or all) read; answers the new unread count. */
export const markNotificationsRead = endpoint({
  method: 'POST',
  path: '/api/notifications/read',
  body: z
    .object({
      ids: z.optional(
        z
          .array(z.string().check(z.regex(/^\d{1,15}$/, 'must be notification ids')))
          .check(z.maxLength(200)),
      ),
      all: z.optional(z.boolean()),
    })
    .check(
      z.refine((b) => b.all === true || (b.ids?.length ?? 0) > 0, 'Choose notifications to mark'),
    ),
  response: z.object({ unread: z.number().check(z.int(), z.minimum(0)) }),
});

export const channelPreference = z.object({
  kind: memberKind,
  email: z.boolean(),
  telegram: z.boolean(),
});
export type ChannelPreference = z.infer<typeof channelPreference>;

const settings = z.object({
  email: z.object({ configured: z.boolean(), address: z.nullable(z.string()) }),
  telegram: z.object({
    configured: z.boolean(),
    linked: z.boolean(),
    /** The bot's @name, once known. */
    bot: z.nullable(z.string()),
  }),
  preferences: z.array(channelPreference),
});
export type NotificationSettings = z.infer<typeof settings>;

/** A member's channels and choices (in-app notices are always on). */
export const notificationSettings = endpoint({
  method: 'GET',
  path: '/api/notifications/settings',
  body: undefined,
  response: settings,
});

export const updateNotificationSettings = endpoint({
  method: 'POST',
  path: '/api/notifications/settings',
  body: z.object({
    preferences: z.array(channelPreference).check(z.minLength(1), z.maxLength(50)),
  }),
  response: settings,
});

/** A one-time start link for the bot: opening it in Telegram links the chat to the member. */
export const telegramLink = endpoint({
  method: 'POST',
  path: '/api/notifications/telegram/link',
  body: undefined,
  response: z.object({ url: z.string(), expiresAt: isoDate }),
});

export const telegramUnlink = endpoint({
  method: 'POST',
  path: '/api/notifications/telegram/unlink',
  body: undefined,
  response: settings,
});

// Staff: the outbox (decisions §14: dead letters visible to admins, with a retry).

export const deliveryState = z.enum(['pending', 'sending', 'retrying', 'sent', 'dead']);
export type DeliveryState = z.infer<typeof deliveryState>;

export const delivery = z.object({
  _id: z.string(),
  channel: z.enum(['email', 'telegram']),
  /** The address or chat it goes to (an e-mail shown in part). */
  recipient: z.string(),
  kind: notificationKind,
  title: z.string(),
  state: deliveryState,
  attempts: z.number().check(z.int(), z.minimum(0)),
  lastError: z.nullable(z.string()),
  createdAt: isoDate,
  nextAttemptAt: z.nullable(isoDate),
  sentAt: z.nullable(isoDate),
});
export type Delivery = z.infer<typeof delivery>;

export const outboxQuery = z.extend(pageQuery, { state: z.optional(deliveryState) });

export const listOutbox = endpoint({
  method: 'GET',
  path: '/api/admin/outbox',
  body: undefined,
  response: z.extend(page(delivery), {
    counts: z.record(deliveryState, z.number().check(z.int(), z.minimum(0))),
  }),
});

/** Sends a dead (or retrying) message again now, with its attempts counted afresh. */
export const retryDelivery = endpoint({
  method: 'POST',
  path: '/api/admin/outbox/:id/retry',
  body: undefined,
  response: z.object({ message: z.string(), delivery }),
});

// Account recovery by e-mailed code (decisions §14).

/** The same answer whether or not the account exists (nobody learns who is a member). */
export const RECOVERY_SENT =
  'If that account has an e-mail address, a code is on its way. It is good for 15 minutes.';
/** A wrong, used or expired recovery code. */
export const RECOVERY_CODE_INVALID = 'That code is not valid or has expired. Ask for a new one.';
/** Said where e-mail is not configured on the server. */
export const RECOVERY_BY_ADMIN =
  'Password recovery by e-mail is not available. Please contact an administrator.';

/** Whether e-mail recovery is available on this server (the login pages ask before offering it). */
export const recoveryOptions = endpoint({
  method: 'GET',
  path: '/api/auth/recovery',
  body: undefined,
  response: z.object({ email: z.boolean() }),
});

const recoveryLogin = z.discriminatedUnion('role', [
  z.object({ role: z.literal('member'), sponsorId: sponsorCode }),
  z.object({
    role: z.literal('operator'),
    email: z.email(EMAIL_INVALID).check(z.maxLength(254)),
  }),
]);

export const forgotPassword = endpoint({
  method: 'POST',
  path: '/api/auth/forgot-password',
  body: recoveryLogin,
  response: z.object({ message: z.string() }),
});

const recoveryCode = z
  .string()
  .check(z.trim(), z.regex(/^\d{6}$/, 'must be the 6-digit code from the e-mail'));

export const resetPassword = endpoint({
  method: 'POST',
  path: '/api/auth/reset-password',
  body: z.intersection(recoveryLogin, z.object({ code: recoveryCode, newPassword })),
  response: z.object({ message: z.string() }),
});

/** A signed-in member asks for an e-mailed code to get a new unique key. */
export const uniqueKeyCode = endpoint({
  method: 'POST',
  path: '/api/user/unique-key/code',
  body: z.object({ password }),
  response: z.object({ message: z.string() }),
});

/** The new unique key, shown once; the old one stops working. */
export const uniqueKeyReset = endpoint({
  method: 'POST',
  path: '/api/user/unique-key/reset',
  body: z.object({ password, code: recoveryCode }),
  response: z.object({ message: z.string(), uniqueKey: z.string() }),
});

/** An admin gives another admin a new password, shown once (admins recover through each other). */
export const resetAdminPassword = endpoint({
  method: 'POST',
  path: '/api/admin/admins/:id/reset-password',
  body: undefined,
  response: z.object({ message: z.string(), password: z.string() }),
});

export const listAdmins = endpoint({
  method: 'GET',
  path: '/api/admin/admins',
  body: undefined,
  response: z.object({
    admins: z.array(z.object({ _id: z.string(), name: z.string(), email: z.string() })),
  }),
});
