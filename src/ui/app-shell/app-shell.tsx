import { Menu } from 'lucide-react';
import {
  lazy,
  Suspense,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { Button } from '../button/button';
import { cn } from '../lib/cn';
import { Footer } from './footer';
import { Header } from './header';
import { Sidebar, Wordmark, type NavItem } from './sidebar';

const loadDrawer = () => import('./drawer');
const Drawer = lazy(() => loadDrawer().then((m) => ({ default: m.Drawer })));

export type AppShellProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The brand in the sidebar and the phone header; the wordmark unless given. */
  brand?: ReactNode;
  /** Which area this is, e.g. 'Member area'. */
  areaLabel?: string;
  /** The sidebar links. */
  navItems: NavItem[];
  /** The current location; its link is marked aria-current="page". */
  currentPath: string;
  /** e.g. 'Welcome, Ravi Kumar'. */
  greeting?: ReactNode;
  /** Shown as 'User ID: LT4821937'. */
  userId?: string;
  /** Controls in the header before Logout, e.g. the notifications bell. */
  headerActions?: ReactNode;
  /** Called by the Logout button. */
  onLogout: () => void;
  /** Replaces the copyright line. */
  footer?: ReactNode;
  /** The copyright year. */
  year?: number;
  /** The page content. */
  children: ReactNode;
};

/**
 * The member, operator and admin layout: a fixed sidebar on wide screens, a drawer on phones,
 * a header with the user, its actions and Logout, the page and a footer.
 */
export function AppShell({
  brand = <Wordmark />,
  areaLabel,
  navItems,
  currentPath,
  greeting,
  userId,
  headerActions,
  onLogout,
  footer,
  year = new Date().getFullYear(),
  children,
  className,
  ...props
}: AppShellProps) {
  const [open, setOpen] = useState(false);
  /** Mounted once first opened, so it can close with its own transition and open again at once. */
  const [drawerMounted, setDrawerMounted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const [shownPath, setShownPath] = useState(currentPath);
  if (shownPath !== currentPath) {
    setShownPath(currentPath);
    setOpen(false);
  }

  return (
    <>
      <div
        data-slot="app-shell"
        data-state={open ? 'menu-open' : 'menu-closed'}
        className={cn('min-h-dvh bg-bg text-text lg:flex', className)}
        {...props}
      >
        <a
          href="#main-content"
          className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:inline-flex focus:min-h-touch focus:items-center focus:rounded focus:bg-accent focus:px-4 focus:text-sm focus:font-semibold focus:text-accent-fg focus:shadow-raised"
        >
          Skip to content
        </a>
        {/* A column as tall as the page (its background reaches the footer of a long page) holding
            the sidebar stuck to the top of the screen. */}
        <div
          data-slot="app-shell-sidebar"
          className="hidden w-sidebar shrink-0 border-r border-border bg-surface lg:block"
        >
          <Sidebar
            brand={brand}
            areaLabel={areaLabel}
            navItems={navItems}
            currentPath={currentPath}
            className="sticky top-0 h-dvh"
          />
        </div>
        <div className="flex min-h-dvh min-w-0 flex-1 flex-col">
          <Header
            brand={brand}
            greeting={greeting}
            userId={userId}
            actions={headerActions}
            onLogout={onLogout}
            menu={
              <Button
                ref={menuButton}
                variant="ghost"
                size="icon"
                aria-label="Open menu"
                aria-haspopup="dialog"
                aria-expanded={open}
                aria-controls={open ? drawerId : undefined}
                onPointerEnter={() => void loadDrawer()}
                onFocus={() => void loadDrawer()}
                onClick={() => {
                  setDrawerMounted(true);
                  setOpen(true);
                }}
                className="[&_svg]:size-5"
              >
                <Menu aria-hidden />
              </Button>
            }
          />
          <main
            id="main-content"
            data-slot="app-shell-main"
            tabIndex={-1}
            className="min-w-0 flex-1 px-4 py-6 outline-none sm:py-8 lg:px-8"
          >
            {children}
          </main>
          <Footer year={year}>{footer}</Footer>
        </div>
      </div>
      {drawerMounted && (
        <Suspense fallback={null}>
          <Drawer
            id={drawerId}
            open={open}
            onOpenChange={setOpen}
            brand={brand}
            areaLabel={areaLabel}
            navItems={navItems}
            currentPath={currentPath}
            opener={menuButton}
          />
        </Suspense>
      )}
    </>
  );
}
