import type { Notification, NotificationSettings } from '@contract/notifications';
import { MEMBER_KIND_LABELS, memberKind } from '@contract/notifications';

/** A member's notices, newest first, as the server words them (server/modules/notifications/messages.ts). */
export const notices: Notification[] = [
  {
    _id: '108',
    kind: 'deposit_approved',
    title: 'Deposit approved',
    body: 'Your deposit ORD-000128 for Bull Starter (100.00 USDT) is approved. Your package is active.',
    link: '/userdashboard/reports',
    createdAt: '2026-03-14T09:30:00.000Z',
    readAt: null,
  },
  {
    _id: '107',
    kind: 'team_member',
    title: 'A new member joined your team',
    body: 'Anita Sharma (LT5530114) signed up with your referral.',
    link: '/userdashboard/genealogy',
    createdAt: '2026-03-13T17:05:00.000Z',
    readAt: null,
  },
  {
    _id: '106',
    kind: 'new_sign_in',
    title: 'New sign-in to your account',
    body: 'Someone signed in to your account on 12 March 2026 from a device we had not seen before (Chrome on Android, address 203.0.113.7). If this was not you, change your password now.',
    link: null,
    createdAt: '2026-03-12T21:40:00.000Z',
    readAt: null,
  },
  {
    _id: '105',
    kind: 'payout_credited',
    title: 'Weekly payout credited',
    body: 'Your weekly payout of 42.75 USDT for the week to 9 March 2026 is in your wallet.',
    link: '/userdashboard/weeklypayout',
    createdAt: '2026-03-09T00:02:00.000Z',
    readAt: '2026-03-09T08:00:00.000Z',
  },
  {
    _id: '104',
    kind: 'kyc_verified',
    title: 'Wallet details verified',
    body: 'Your wallet details are verified. You can now withdraw USDT.',
    link: '/userdashboard/walletdetails',
    createdAt: '2026-03-02T11:15:00.000Z',
    readAt: '2026-03-02T12:00:00.000Z',
  },
];

/** A notice with long words, for the narrow screens. */
export const longNotice: Notification = {
  _id: '109',
  kind: 'withdrawal_paid',
  title: 'Withdrawal paid',
  body: 'Your withdrawal WD-000042 of 1,250.00 USDT is paid. Transaction: 9f2c4e1b7a0d3c5e8f6a2b4d1c3e5f7a9b0c2d4e6f8a1b3c5d7e9f0a2b4c6d8e',
  link: '/userdashboard/ewallet',
  createdAt: '2026-03-15T06:20:00.000Z',
  readAt: null,
};

/** Notices an admin gets: the digest of queues waiting for staff. */
export const staffNotices: Notification[] = [
  {
    _id: '301',
    kind: 'queue_digest',
    title: 'Waiting for staff',
    body: 'Deposits to review: 4. Wallet details to check: 2. Withdrawals to pay: 3. Messages that could not be delivered: 1.',
    link: '/admin',
    createdAt: '2026-03-14T08:00:00.000Z',
    readAt: null,
  },
  {
    _id: '300',
    kind: 'queue_digest',
    title: 'Waiting for staff',
    body: 'Deposits to review: 1. Wallet details to check: 0. Withdrawals to pay: 2. Messages that could not be delivered: 0.',
    link: '/admin',
    createdAt: '2026-03-13T08:00:00.000Z',
    readAt: '2026-03-13T09:12:00.000Z',
  },
];

/** `count` more notices, older than the others, for paging. */
export const olderNotices = (count: number): Notification[] =>
  Array.from({ length: count }, (_, index) => ({
    _id: String(50 - index),
    kind: 'team_member',
    title: 'A new member joined your team',
    body: `Member ${index + 1} (LT${String(6000000 + index)}) was placed directly below you.`,
    link: '/userdashboard/genealogy',
    createdAt: new Date(Date.UTC(2026, 1, 20 - (index % 19), 10, index)).toISOString(),
    readAt: '2026-02-28T10:00:00.000Z',
  }));

const allOn = memberKind.options.map((kind) => ({ kind, email: true, telegram: true }));

/** E-mail and Telegram configured on the server; Telegram not linked yet; a few choices off. */
export const memberSettings: NotificationSettings = {
  email: { configured: true, address: 'ravi.kumar@example.com' },
  telegram: { configured: true, linked: false, bot: 'LearnTradeEarnBot' },
  preferences: allOn.map((choice) =>
    choice.kind === 'team_member' ? { ...choice, email: false } : choice,
  ),
};

export const linkedSettings: NotificationSettings = {
  ...memberSettings,
  telegram: { ...memberSettings.telegram, linked: true },
};

/** Neither channel configured on the server: only in-app notices. */
export const unconfiguredSettings: NotificationSettings = {
  email: { configured: false, address: 'ravi.kumar@example.com' },
  telegram: { configured: false, linked: false, bot: null },
  preferences: allOn,
};

/** Every kind the member chooses for, in the settings page's order. */
export const memberKindLabels = Object.values(MEMBER_KIND_LABELS);
