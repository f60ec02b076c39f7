import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export type FooterProps = ComponentProps<'footer'> & {
  /** The copyright year. */
  year?: number;
};

/** The line under every page; the copyright notice unless children are given. */
export function Footer({
  year = new Date().getFullYear(),
  children,
  className,
  ...props
}: FooterProps) {
  return (
    <footer
      data-slot="footer"
      className={cn('border-t border-border px-4 py-5 text-xs text-muted lg:px-8', className)}
      {...props}
    >
      {children ?? <p>© {year} LEARN-TRADE-EARN. All rights reserved.</p>}
    </footer>
  );
}
