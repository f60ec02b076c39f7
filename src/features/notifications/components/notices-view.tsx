import { BellOff, CheckCheck } from 'lucide-react';
import { useRef } from 'react';
import type { Notification } from '@contract/notifications';
import { Button } from '@/ui/button/button';
import { Card } from '@/ui/card/card';
import { cn } from '@/ui/lib/cn';
import { formatDateTime } from '@/ui/lib/format';
import { KitLink } from '@/ui/lib/link';
import { LoadAlert } from '@/ui/load-alert/load-alert';
import { Pagination } from '@/ui/pagination/pagination';
import { Skeleton } from '@/ui/skeleton/skeleton';
import { pagingOf, type ListState } from '@/lib/use-keyset';
import { useAction } from '@/lib/use-action';
import { copy } from '../copy';

export type NoticesViewProps = {
  /** The area's notices, newest first, and their paging. */
  list: ListState<Notification>;
  /** The unread count; undefined until the first page arrives. */
  unread?: number;
  /** A notice was opened (its link followed, or Mark as read): marks it read when it is unread. */
  onOpen: (notice: Notification) => void;
  /** Marks every notice read. */
  onMarkAllRead: () => Promise<void>;
};

/** Only a path of this app is followed (never another site or a script). */
const appPath = (link: string | null) =>
  link && link.startsWith('/') && !link.startsWith('//') ? link : null;

function NoticeItem({ notice, onOpen }: { notice: Notification; onOpen: () => void }) {
  const unread = notice.readAt === null;
  const href = appPath(notice.link);
  const title = (
    <>
      {unread && <span className="sr-only">{copy.unread} </span>}
      {notice.title}
    </>
  );
  return (
    <li
      data-slot="notice"
      data-state={unread ? 'unread' : 'read'}
      className={cn(
        'relative grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 border-t border-border px-4 py-4 first:border-t-0 sm:px-6',
        unread && 'bg-accent-soft/40',
        href && 'transition-colors hover:bg-raised',
      )}
    >
      <span
        aria-hidden
        className={cn('mt-1.5 size-2 rounded-full', unread ? 'bg-accent' : 'bg-transparent')}
      />
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5">
          <h2
            className={cn(
              'min-w-0 text-sm break-words text-text',
              unread ? 'font-semibold' : 'font-medium',
            )}
          >
            {href ? (
              <KitLink
                href={href}
                onClick={onOpen}
                className="underline-offset-4 outline-none after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:after:outline-2 focus-visible:after:outline-offset-[-2px] focus-visible:after:outline-accent"
              >
                {title}
              </KitLink>
            ) : (
              title
            )}
          </h2>
          <time dateTime={notice.createdAt} className="text-xs whitespace-nowrap text-muted">
            {formatDateTime(notice.createdAt)}
          </time>
        </div>
        <p className="text-sm text-pretty wrap-anywhere text-muted">{notice.body}</p>
        {unread && !href && (
          <Button
            variant="link"
            size="sm"
            className="relative w-fit"
            aria-label={`${copy.markOne}: ${notice.title}`}
            onClick={onOpen}
          >
            {copy.markOne}
          </Button>
        )}
      </div>
    </li>
  );
}

function LoadingNotices() {
  return (
    <div role="status" aria-label="Loading">
      {Array.from({ length: 4 }, (_, index) => (
        <div
          key={index}
          className="grid gap-2 border-t border-border px-4 py-4 first:border-t-0 sm:px-6"
        >
          <div className="flex justify-between gap-4">
            <Skeleton className={cn('h-4', index % 2 ? 'w-40' : 'w-56')} />
            <Skeleton className="h-3 w-28" />
          </div>
          <Skeleton className="h-4 w-full max-w-lg" />
        </div>
      ))}
    </div>
  );
}

function ListBody({ list, onOpen }: Pick<NoticesViewProps, 'list' | 'onOpen'>) {
  if (list.error) {
    return <LoadAlert message={list.error} onRetry={list.onRetry} className="m-4" />;
  }
  if (!list.rows) return <LoadingNotices />;
  if (list.rows.length === 0) {
    return (
      <div className="grid justify-items-center gap-3 px-4 py-12 text-center">
        <span
          aria-hidden
          className="flex size-12 items-center justify-center rounded-full bg-raised text-muted [&_svg]:size-6"
        >
          <BellOff />
        </span>
        <p className="font-medium text-text">{copy.empty}</p>
        <p className="max-w-sm text-sm text-pretty text-muted">{copy.emptyHint}</p>
      </div>
    );
  }
  return (
    <ul aria-label={copy.listLabel}>
      {list.rows.map((notice) => (
        <NoticeItem key={notice._id} notice={notice} onOpen={() => onOpen(notice)} />
      ))}
    </ul>
  );
}

/**
 * An area's notices (decisions §14), newest first: unread ones marked, each opened by its link
 * (which marks it read), Mark all as read, and Load more.
 */
export function NoticesView({ list, unread, onOpen, onMarkAllRead }: NoticesViewProps) {
  const markingAll = useAction(onMarkAllRead, { failure: copy.markFailure });
  const statusRef = useRef<HTMLParagraphElement>(null);
  const count = list.rows?.length ?? 0;

  async function markAll() {
    const marked = await markingAll.run();
    // The button is disabled now that nothing is unread: the focus goes to the line saying so.
    if (marked.status === 'done') statusRef.current?.focus();
  }

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="grid min-w-0 gap-1">
          <h1 className="text-2xl font-semibold tracking-tight text-text sm:text-3xl">
            {copy.title}
          </h1>
          <p
            ref={statusRef}
            tabIndex={-1}
            aria-live="polite"
            className="text-sm text-muted outline-none"
          >
            {unread === undefined ? '' : unread ? copy.unreadLine(unread) : copy.allRead}
          </p>
        </div>
        <Button
          variant="secondary"
          loading={markingAll.busy}
          disabled={!unread}
          onClick={() => void markAll()}
        >
          {!markingAll.busy && <CheckCheck aria-hidden />}
          {copy.markAll}
        </Button>
      </header>
      {markingAll.error && (
        <p role="alert" className="text-sm text-danger">
          {markingAll.error}
        </p>
      )}
      <Card className="overflow-hidden">
        <ListBody list={list} onOpen={onOpen} />
        {count > 0 && (
          <div className="border-t border-border px-4 py-3 sm:px-6">
            <Pagination {...pagingOf(list)} noun={copy.noun} />
          </div>
        )}
      </Card>
    </div>
  );
}
