import { formatPoints } from '@/ui/lib/format';

/** The words of the notices list and the member's notification settings, in one place. */
export const copy = {
  title: 'Notifications',
  unreadLine: (unread: number) => `${formatPoints(unread)} unread`,
  allRead: 'You are all caught up.',
  markAll: 'Mark all as read',
  markOne: 'Mark as read',
  markFailure: 'Could not mark your notifications as read. Please try again.',
  unread: 'Unread:',
  empty: 'No notifications yet',
  emptyHint: 'News about your account, deposits, payouts and team shows up here.',
  listLabel: 'Your notifications',
  noun: ['notification', 'notifications'] as const,

  settingsTitle: 'Notifications',
  settingsIntro:
    'Choose how we tell you about each event. In-app notices (the bell at the top) are always on.',
  settingsFailure: 'Could not load your notification settings.',
  saveFailure: 'Your choice was not saved. Please try again.',
  saving: 'Saving…',
  saved: 'Saved',
  channels: 'Channels',
  event: 'Event',
  events: 'Events',
  email: 'E-mail',
  telegram: 'Telegram',
  noAddress: 'No e-mail address on file',
  securityNote: 'Always sent by e-mail, for your security.',
  switchName: (channel: string, event: string) => `${channel} for ${event}`,
  linked: 'Linked',
  linkedTo: (bot: string) => `Linked to @${bot}`,
  notLinked: 'Not linked',
  link: 'Link Telegram',
  unlink: 'Unlink',
  linkFailure: 'Could not start linking Telegram. Please try again.',
  linkSteps: (bot: string | null, until: string) =>
    `Telegram opens in a new tab: press Start in the chat with ${bot ? `@${bot}` : 'our bot'}. The link works until ${until}.`,
  openTelegram: 'Open Telegram',
  checkLink: 'I have pressed Start',
} as const;
