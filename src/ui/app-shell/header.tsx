import { LogOut } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '../button/button';
import { cn } from '../lib/cn';

export type HeaderProps = ComponentProps<'header'> & {
  /** Shown on phones, where the sidebar is folded away. */
  brand?: ReactNode;
  /** The menu button that opens the drawer on phones. */
  menu?: ReactNode;
  /** e.g. 'Welcome, Ravi Kumar'. */
  greeting?: ReactNode;
  /** Shown as 'User ID: LT4821937'. */
  userId?: string;
  /** Controls before Logout, e.g. the notifications bell. */
  actions?: ReactNode;
  /** Called by the Logout button. */
  onLogout: () => void;
};

/** The bar above the page: menu and brand on phones, greeting, user ID, actions and Logout. */
export function Header({
  brand,
  menu,
  greeting,
  userId,
  actions,
  onLogout,
  className,
  ...props
}: HeaderProps) {
  const logout = (
    <Button
      variant="secondary"
      size="sm"
      onClick={onLogout}
      className={cn(!actions && 'ml-auto', 'max-sm:w-touch max-sm:px-0')}
    >
      <LogOut aria-hidden />
      <span className="max-sm:sr-only">Logout</span>
    </Button>
  );
  return (
    <header
      data-slot="header"
      className={cn(
        'sticky top-0 z-30 border-b border-border bg-bg/90 backdrop-blur supports-[backdrop-filter]:bg-bg/75',
        className,
      )}
      {...props}
    >
      <div className="flex min-h-16 flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2 lg:gap-x-4 lg:px-8">
        {menu && <div className="-ml-2 lg:hidden">{menu}</div>}
        {brand && (
          <div
            className={cn(
              'min-w-0 lg:hidden',
              // Menu, wordmark, actions and Logout share one row down to 360 px.
              actions && 'max-[24rem]:[&_[data-slot=wordmark]]:text-sm',
            )}
          >
            {brand}
          </div>
        )}
        {(greeting || userId) && (
          <div
            data-slot="header-user"
            className="order-last flex min-w-0 basis-full flex-wrap items-baseline justify-between gap-x-3 pb-1 lg:order-none lg:flex-1 lg:basis-auto lg:flex-col lg:items-start lg:gap-0 lg:pb-0"
          >
            {greeting && (
              <p className="min-w-0 text-sm font-semibold break-words text-text lg:text-base">
                {greeting}
              </p>
            )}
            {userId && (
              <p className="text-xs whitespace-nowrap text-muted">
                User ID: <span className="font-mono text-text">{userId}</span>
              </p>
            )}
          </div>
        )}
        {actions ? (
          <div data-slot="header-actions" className="ml-auto flex items-center gap-1">
            {actions}
            {logout}
          </div>
        ) : (
          logout
        )}
      </div>
    </header>
  );
}
