import { CircleExclamationPoint, RotateCcw } from 'lucide-react';
import { Button } from '@/ui/button/button';

/** A page's data did not load: what went wrong, and Retry. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-danger/30 bg-danger-soft px-4 py-3 text-sm text-danger"
    >
      <p className="flex items-center gap-2 font-medium">
        <CircleExclamationPoint aria-hidden className="size-4 shrink-0" />
        {message}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RotateCcw aria-hidden />
        Retry
      </Button>
    </div>
  );
}
