import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { KitLink } from '../lib/link';

export type NavItem = {
  label: string;
  href: string;
  icon?: ReactNode;
  /** Other path prefixes that belong to this item, e.g. a detail page outside its folder. */
  also?: string[];
};

/** The LEARN-TRADE-EARN wordmark with its chart glyph. */
export function Wordmark({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      data-slot="wordmark"
      className={cn('inline-flex items-center gap-2 text-base whitespace-nowrap', className)}
      {...props}
    >
      <svg viewBox="0 0 32 32" aria-hidden className="size-7 shrink-0">
        <rect width="32" height="32" rx="7" className="fill-raised" />
        <path
          d="M7 22l6-7 4 4 8-10"
          fill="none"
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
          className="stroke-accent"
        />
      </svg>
      <span className="font-bold tracking-tight text-text">
        LEARN-<span className="text-accent">TRADE</span>-EARN
      </span>
    </span>
  );
}

/** The href of the item that matches the path: exact, else the longest parent path. */
export function activeHref(navItems: NavItem[], currentPath: string): string | undefined {
  const path = currentPath.replace(/\/+$/, '') || '/';
  let best: string | undefined;
  let bestLength = 0;
  for (const { href, also = [] } of navItems) {
    for (const prefix of [href, ...also]) {
      const base = prefix.replace(/\/+$/, '') || '/';
      if (base === path) return href;
      if (base !== '/' && path.startsWith(`${base}/`) && base.length > bestLength) {
        best = href;
        bestLength = base.length;
      }
    }
  }
  return best;
}

export type SidebarProps = ComponentProps<'div'> & {
  /** Shown at the top; the wordmark unless given. */
  brand?: ReactNode;
  /** Which area this is, e.g. 'Member area'; also names the navigation. */
  areaLabel?: string;
  /** The links, top to bottom. */
  navItems: NavItem[];
  /** The current location; its item is marked aria-current="page". */
  currentPath: string;
  /** Called when a link is followed, e.g. to close the drawer. */
  onNavigate?: () => void;
  /** Placed at the right of the brand row, e.g. the drawer's close button. */
  action?: ReactNode;
};

/** The area's navigation: brand, area label and one link per page, the current one highlighted. */
export function Sidebar({
  brand = <Wordmark />,
  areaLabel,
  navItems,
  currentPath,
  onNavigate,
  action,
  className,
  ...props
}: SidebarProps) {
  const active = activeHref(navItems, currentPath);
  return (
    <div
      data-slot="sidebar"
      className={cn('flex h-full min-h-0 flex-col bg-surface', className)}
      {...props}
    >
      <div className="flex min-h-16 items-center justify-between gap-2 border-b border-border pr-2 pl-5">
        <div className="min-w-0">{brand}</div>
        {action}
      </div>
      {areaLabel && (
        <p
          data-slot="sidebar-area"
          className="px-5 pt-5 pb-2 text-xs font-semibold tracking-wider text-muted uppercase"
        >
          {areaLabel}
        </p>
      )}
      <nav
        aria-label={areaLabel ?? 'Main'}
        className={cn('min-h-0 flex-1 overflow-y-auto px-3 pb-4', !areaLabel && 'pt-4')}
      >
        <ul className="grid gap-0.5">
          {navItems.map((item) => {
            const current = item.href === active;
            return (
              <li key={item.href}>
                <KitLink
                  href={item.href}
                  onClick={onNavigate}
                  aria-current={current ? 'page' : undefined}
                  data-state={current ? 'active' : 'inactive'}
                  className={cn(
                    'relative flex min-h-touch items-center gap-3 rounded px-3 text-sm font-medium text-muted transition-colors hover:bg-raised hover:text-text',
                    // Inset: the nav scrolls (overflow clips), and the ring must not hide under a neighbour.
                    'focus-visible:text-text focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent',
                    'aria-[current=page]:bg-accent-soft aria-[current=page]:text-accent',
                    'before:absolute before:inset-y-2.5 before:left-0 before:w-[3px] before:rounded-full before:bg-accent before:opacity-0 aria-[current=page]:before:opacity-100',
                    '[&_svg]:size-[1.125rem] [&_svg]:shrink-0',
                  )}
                >
                  {item.icon && (
                    <span aria-hidden className="contents">
                      {item.icon}
                    </span>
                  )}
                  <span className="min-w-0 break-words">{item.label}</span>
                </KitLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
