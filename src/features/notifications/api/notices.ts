import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { SessionRole } from '@contract/auth';
import { listNotifications, markNotificationsRead } from '@contract/notifications';
import { callApi } from '@/lib/api';
import { useKeyset } from '@/lib/use-keyset';
import { withQuery } from '@/lib/with-query';
import { noticesKey, unreadKey } from './keys';

export const NOTICES_FAILURE = 'Could not load your notifications';
export const NOTICES_PAGE_SIZE = 20;

/** How often the bell asks for the count: a new notice shows within a minute, at little cost. */
export const UNREAD_POLL_MS = 60_000;

/** GET /api/notifications?role=…&limit=1: the area's unread count, asked again every `pollMs`. */
export function useUnreadCount(role: SessionRole, pollMs: number = UNREAD_POLL_MS) {
  return useSWR(
    unreadKey(role),
    async (path: string) => (await callApi(listNotifications, { path })).unread,
    { refreshInterval: pollMs },
  );
}

/** GET /api/notifications?role=…: the area's notices, newest first, keyset pages. */
export function useNotices(role: SessionRole) {
  return useKeyset(
    noticesKey(role),
    (path) => callApi(listNotifications, { path }),
    NOTICES_FAILURE,
    NOTICES_PAGE_SIZE,
  );
}

const markPath = (role: SessionRole) => withQuery(markNotificationsRead.path, { role });

/** POST /api/notifications/read {ids}: answers the new unread count. */
export const markNoticeRead = async (role: SessionRole, id: string) =>
  (await callApi(markNotificationsRead, { path: markPath(role), body: { ids: [id] } })).unread;

/** POST /api/notifications/read {all: true}: answers the new unread count (0). */
export const markAllNoticesRead = async (role: SessionRole) =>
  (await callApi(markNotificationsRead, { path: markPath(role), body: { all: true } })).unread;

/** Shows a count the server just answered on the area's bell, without asking again. */
export function useShowUnread(role: SessionRole) {
  const { mutate } = useSWRConfig();
  return useCallback(
    (unread: number) => void mutate(unreadKey(role), unread, { revalidate: false }),
    [mutate, role],
  );
}
