import { useEffect } from 'react';
import type { SessionRole } from '@contract/auth';
import type { Notification } from '@contract/notifications';
import { settle } from '@/lib/use-action';
import { markAllNoticesRead, markNoticeRead, useNotices, useShowUnread } from './api/notices';
import { NoticesView } from './components/notices-view';

/**
 * `/userdashboard/notifications`, `/topupdashboard/notifications`, `/admin/notifications`: the
 * area's notices; opening one marks it read, and the bell follows every count the server answers.
 */
export function Notices({ role }: { role: SessionRole }) {
  const { list, pages, mutate } = useNotices(role);
  const showUnread = useShowUnread(role);
  const unread = pages?.[0]?.unread;

  useEffect(() => {
    // The list's own count is the newest: the bell shows it too.
    if (unread !== undefined) showUnread(unread);
  }, [unread, showUnread]);

  // Not a guarded action: notices opened one after another are each marked, and following a
  // link does not wait for it.
  async function onOpen(notice: Notification) {
    if (notice.readAt) return;
    const marked = await settle(() => markNoticeRead(role, notice._id));
    if (marked.status === 'done') showUnread(marked.result);
    void mutate();
  }

  async function onMarkAllRead() {
    showUnread(await markAllNoticesRead(role));
    await mutate();
  }

  return (
    <NoticesView
      list={list}
      unread={unread}
      onOpen={(notice) => void onOpen(notice)}
      onMarkAllRead={onMarkAllRead}
    />
  );
}
