import { Bell } from 'lucide-react';
import { buttonVariants } from '../button/button';
import { cn } from '../lib/cn';
import { KitLink, type LinkComponentProps } from '../lib/link';

/** Above this the badge shows '99+'. */
const MOST_SHOWN = 99;

export type NotificationBellProps = Omit<LinkComponentProps, 'children'> & {
  /** The unread count; undefined while it loads (or when it could not be read): no badge. */
  unread?: number;
  /** The link's name before the count, e.g. 'Notifications'. */
  label?: string;
  /** The bell leads to the page being shown: marked aria-current="page". */
  current?: boolean;
};

/** What the badge shows: the count, or '99+' above 99. */
const badgeText = (unread: number) => (unread > MOST_SHOWN ? `${MOST_SHOWN}+` : String(unread));

/**
 * The accessible name: 'Notifications, 3 unread', or just 'Notifications' with none. It holds
 * the badge's own words ('99+'), so what is seen and what is heard agree.
 */
export function bellName(label: string, unread: number | undefined) {
  return unread ? `${label}, ${badgeText(unread)} unread` : label;
}

/**
 * The header's bell: a link to the notifications list with the unread count in a badge (hidden
 * at 0). The count is part of the link's name, so the badge itself is hidden from screen readers.
 */
export function NotificationBell({
  unread,
  label = 'Notifications',
  current = false,
  className,
  ...props
}: NotificationBellProps) {
  return (
    <KitLink
      data-slot="notification-bell"
      data-state={unread ? 'unread' : 'read'}
      aria-label={bellName(label, unread)}
      aria-current={current ? 'page' : undefined}
      title={label}
      className={cn(
        buttonVariants({ variant: 'ghost', size: 'icon' }),
        'relative [&_svg]:size-5',
        current && 'bg-raised text-accent',
        className,
      )}
      {...props}
    >
      <Bell aria-hidden />
      {unread ? (
        <span
          aria-hidden
          data-slot="notification-bell-count"
          className="absolute top-1 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full border-2 border-bg bg-accent px-1 text-[0.6875rem] leading-none font-bold text-accent-fg tabular"
        >
          {badgeText(unread)}
        </span>
      ) : null}
    </KitLink>
  );
}
