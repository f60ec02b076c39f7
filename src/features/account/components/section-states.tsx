import { useId, type ReactNode } from 'react';
import { Button } from '@/ui/button/button';
import { Callout } from '@/ui/callout/callout';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card/card';
import { Skeleton } from '@/ui/skeleton/skeleton';
import { copy } from '../copy';

/** A section's read failed: its words and Retry. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Callout
      tone="danger"
      role="alert"
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {copy.retry}
        </Button>
      }
    >
      {message}
    </Callout>
  );
}

/** A section's read under way: a few lines' placeholder. */
export function Loading({ lines = 3 }: { lines?: number }) {
  return (
    <div role="status" aria-label={copy.loading} className="grid gap-3">
      {Array.from({ length: lines }, (_, line) => (
        <Skeleton key={line} className={line % 2 ? 'h-4 w-1/2' : 'h-4 w-3/4'} />
      ))}
    </div>
  );
}

/** One section of the account page: a card named by its heading, with optional header actions. */
export function AccountSection({
  title,
  intro,
  actions,
  children,
}: {
  title: string;
  intro?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      {/* The width of the other account sections (two-factor, notifications, unique key). */}
      <Card className="max-w-3xl">
        <CardHeader>
          <CardTitle id={titleId}>{title}</CardTitle>
          {actions}
        </CardHeader>
        <CardContent className="grid gap-4">
          {intro && <p className="text-pretty text-muted">{intro}</p>}
          {children}
        </CardContent>
      </Card>
    </section>
  );
}
