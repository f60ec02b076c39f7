import { RotateCcw } from 'lucide-react';
import { Button } from '@/ui/button/button';

/** The quiet line under a table whose read failed: spec §8 only logs those failures. */
export function LoadNote({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div
      data-slot="load-note"
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1"
    >
      <p className="text-sm text-muted">{message}</p>
      {onRetry && (
        <Button variant="ghost" size="sm" onClick={onRetry} className="-my-2 -mr-2">
          <RotateCcw aria-hidden />
          Retry
        </Button>
      )}
    </div>
  );
}
