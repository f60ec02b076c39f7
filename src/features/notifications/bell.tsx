import type { SessionRole } from '@contract/auth';
import { NotificationBell } from '@/ui/notification-bell/notification-bell';
import { UNREAD_POLL_MS, useUnreadCount } from './api/notices';
import { notificationsPath } from './paths';

export type UnreadBellProps = {
  role: SessionRole;
  /** The path being shown: the bell is marked current on its own list. */
  currentPath?: string;
  /** How often to ask for the count again; 0 asks once (stories and tests). */
  pollMs?: number;
};

/** The area header's bell: the unread count, asked again every minute, linking to the list. */
export function UnreadBell({ role, currentPath, pollMs = UNREAD_POLL_MS }: UnreadBellProps) {
  const { data: unread } = useUnreadCount(role, pollMs);
  const href = notificationsPath[role];
  return <NotificationBell href={href} unread={unread} current={currentPath === href} />;
}
