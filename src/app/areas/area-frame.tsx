import type { NavItem } from '@/ui/app-shell/sidebar';
import { Sidebar, Wordmark } from '@/ui/app-shell/sidebar';
import { Skeleton } from '@/ui/skeleton/skeleton';

type AreaFrameProps = {
  areaLabel: string;
  navItems: NavItem[];
  /** The current location; its link is highlighted (none in the prerendered frame). */
  currentPath?: string;
};

/**
 * An area's frame (sidebar, header strip) around a skeleton: what the area shows until its
 * session is known. The same markup is prerendered into each area's HTML at build time
 * (scripts/prerender-pages.mjs), so a phone paints it before any script has arrived.
 */
export function AreaFrame({ areaLabel, navItems, currentPath = '' }: AreaFrameProps) {
  return (
    <div data-slot="area-frame" className="min-h-dvh bg-bg text-text">
      <div className="fixed inset-y-0 left-0 z-40 hidden w-sidebar border-r border-border lg:block">
        <Sidebar areaLabel={areaLabel} navItems={navItems} currentPath={currentPath} />
      </div>
      <div role="status" aria-label="Loading" className="lg:pl-sidebar">
        <div className="flex min-h-16 items-center gap-4 border-b border-border px-4 lg:px-8">
          <Wordmark className="lg:hidden" />
          <Skeleton className="hidden h-5 w-48 lg:block" />
          <Skeleton className="ml-auto h-9 w-24" />
        </div>
        <div className="grid gap-4 px-4 py-6 sm:grid-cols-2 sm:py-8 lg:grid-cols-3 lg:px-8">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-28" />
          ))}
        </div>
      </div>
    </div>
  );
}
