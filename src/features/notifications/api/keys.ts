import type { SessionRole } from '@contract/auth';
import { listNotifications, notificationSettings } from '@contract/notifications';
import { withQuery } from '@/lib/with-query';

/** The bell's count: a one-notice page of the area's list, read for its `unread`. */
export const unreadKey = (role: SessionRole) =>
  withQuery(listNotifications.path, { role, limit: 1 });

/** The area's list page (useKeyset adds the page size and the cursor). */
export const noticesKey = (role: SessionRole) => withQuery(listNotifications.path, { role });

/** A member's channels and choices. */
export const settingsKey = notificationSettings.path;
