import { House } from 'lucide-react';
import type { ComponentProps } from 'react';
import { buttonVariants } from '../button/button';
import { cn } from '../lib/cn';
import { KitLink } from '../lib/link';

/** The 'Page Not Found' screen with a way back home. */
export function NotFound({
  className,
  homeHref = '/',
  ...props
}: ComponentProps<'main'> & {
  /** Where 'Go to home' leads: the site, or the home of the area the visitor is in. */
  homeHref?: string;
}) {
  return (
    <main
      data-slot="not-found"
      className={cn('grid min-h-dvh place-items-center px-4 py-12 text-center', className)}
      {...props}
    >
      <div className="flex max-w-md flex-col items-center">
        <p
          aria-hidden
          className="tabular bg-linear-to-b from-text to-muted/40 bg-clip-text font-mono text-7xl font-semibold tracking-tighter text-transparent sm:text-8xl"
        >
          404
        </p>
        <h1 className="mt-4 text-2xl font-semibold tracking-tight text-text sm:text-3xl">
          Page Not Found
        </h1>
        <p className="mt-3 text-base text-pretty text-muted">
          The page you are looking for does not exist or has been moved.
        </p>
        <KitLink href={homeHref} className={cn(buttonVariants({ size: 'lg' }), 'mt-8')}>
          <House aria-hidden />
          Go to home
        </KitLink>
      </div>
    </main>
  );
}
