import type { ReactNode } from 'react';
import { ArrowLeft } from 'lucide-react';
import { KitLink } from '@/ui/lib/link';

export type PageHeaderProps = {
  /** The page's h1. */
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons or links on the right (under the title on phones). */
  actions?: ReactNode;
  /** A link back up, e.g. to the list a detail page belongs to. */
  back?: { href: string; label: string };
};

/** The top of an admin page: an optional back link, the h1, a description and actions. */
export function PageHeader({ title, description, actions, back }: PageHeaderProps) {
  return (
    <header data-slot="admin-page-header" className="grid min-w-0 gap-2">
      {back && (
        <KitLink
          href={back.href}
          className="-my-2 inline-flex min-h-touch w-fit items-center gap-1.5 text-sm font-medium text-info underline-offset-4 hover:underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {back.label}
        </KitLink>
      )}
      <div className="flex min-w-0 flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="grid min-w-0 gap-1">
          <h1 className="text-2xl font-semibold tracking-tight break-words text-text sm:text-3xl">
            {title}
          </h1>
          {description && <p className="text-sm break-words text-muted">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
    </header>
  );
}
