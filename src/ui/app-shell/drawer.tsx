import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { Button } from '../button/button';
import { Sidebar, type NavItem } from './sidebar';

export type DrawerProps = {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  brand: ReactNode;
  areaLabel?: string;
  navItems: NavItem[];
  currentPath: string;
  /** The menu button: focus goes back to it when the drawer closes. */
  opener: RefObject<HTMLButtonElement | null>;
};

/**
 * The sidebar as a drawer on phones. Its own chunk (vite.config.ts): the dialog's code arrives
 * when a member first reaches for the menu, not before the first paint.
 */
export function Drawer({
  id,
  open,
  onOpenChange,
  brand,
  areaLabel,
  navItems,
  currentPath,
  opener,
}: DrawerProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-slot="app-shell-overlay"
          className="fixed inset-0 z-50 bg-bg/75 backdrop-blur-sm data-[state=open]:animate-fade-in lg:hidden"
        />
        <DialogPrimitive.Content
          id={id}
          data-slot="app-shell-drawer"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-y-0 left-0 z-50 w-[min(18rem,calc(100vw-3rem))] border-r border-border shadow-raised transition-transform duration-200 ease-out focus:outline-none starting:-translate-x-full motion-reduce:transition-none lg:hidden"
        >
          <DialogPrimitive.Title className="sr-only">Menu</DialogPrimitive.Title>
          <Sidebar
            brand={brand}
            areaLabel={areaLabel}
            navItems={navItems}
            currentPath={currentPath}
            onNavigate={() => onOpenChange(false)}
            action={
              <DialogPrimitive.Close asChild>
                <Button variant="ghost" size="icon" aria-label="Close menu">
                  <X aria-hidden />
                </Button>
              </DialogPrimitive.Close>
            }
          />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
