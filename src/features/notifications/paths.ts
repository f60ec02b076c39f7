import type { SessionRole } from '@contract/auth';

/** Each area's list of notices, where its bell leads (decisions §14). */
export const notificationsPath: Record<SessionRole, string> = {
  member: '/userdashboard/notifications',
  operator: '/topupdashboard/notifications',
  admin: '/admin/notifications',
};
