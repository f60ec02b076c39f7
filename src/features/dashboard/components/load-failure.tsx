import { CircleExclamationPoint, RotateCcw } from 'lucide-react';
import { Button } from '@/ui/button/button';
import { Card } from '@/ui/card/card';

export type LoadFailureProps = {
  /** What failed, e.g. 'Failed to load your dashboard'. */
  title: string;
  /** The server's message, shown under the title when it says something else. */
  message: string;
  /** Called by Retry. */
  onRetry: () => void;
};

/** A page's data could not be fetched: what failed, the server's words and a Retry button. */
export function LoadFailure({ title, message, onRetry }: LoadFailureProps) {
  return (
    <Card>
      <div
        role="alert"
        data-slot="load-failure"
        className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-10 text-center"
      >
        <span
          aria-hidden
          className="flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger [&_svg]:size-6"
        >
          <CircleExclamationPoint />
        </span>
        <p className="text-base font-semibold text-danger">{title}</p>
        {message !== title && <p className="text-sm break-words text-muted">{message}</p>}
        <Button variant="secondary" onClick={onRetry} className="mt-1">
          <RotateCcw aria-hidden />
          Retry
        </Button>
      </div>
    </Card>
  );
}
