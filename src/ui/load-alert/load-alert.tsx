import { cva, type VariantProps } from 'class-variance-authority';
import { CircleExclamationPoint, Loader2, RotateCcw } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button, type ButtonProps } from '../button/button';
import { cn } from '../lib/cn';

export const loadAlertVariants = cva('min-w-0 text-sm text-pretty', {
  variants: {
    variant: {
      /** A boxed line in the danger colours: a section or a page whose data did not load. */
      banner:
        'flex flex-wrap items-center justify-between gap-x-3 gap-y-2 rounded-lg border border-danger/30 bg-danger-soft px-4 py-3 text-danger',
      /** The banner's line without its box, for the body of a card that already frames it. */
      inset: 'flex flex-wrap items-center justify-between gap-x-3 gap-y-2 px-4 py-4 text-danger',
      /** Centred, with a large icon: the whole content of a page or a card did not load. */
      panel: 'mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-10 text-center',
      /** A muted line, e.g. a table's footer, for failures the screen only notes. */
      quiet: 'flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-muted',
    },
  },
  defaultVariants: { variant: 'banner' },
});

type Variant = NonNullable<VariantProps<typeof loadAlertVariants>['variant']>;

/** The Retry button of each variant (the quiet line's sits flush with the table's footer). */
const retryLook: Record<Variant, Pick<ButtonProps, 'variant' | 'size' | 'className'>> = {
  banner: {},
  inset: {},
  panel: { size: 'md', className: 'mt-1' },
  quiet: { variant: 'ghost', className: '-my-2 -mr-2' },
};

export type LoadAlertProps = Omit<ComponentProps<'div'>, 'children' | 'role'> &
  VariantProps<typeof loadAlertVariants> & {
    /** What did not load, in the feature's words, e.g. 'Failed to load your dashboard'. */
    message: string;
    /** The server's words, shown under the message when they say something else. */
    detail?: string;
    /** Shows the retry button, which calls this. */
    onRetry?: () => void;
    /** A retry is under way: the button spins and is marked busy, and keeps its focus. */
    retrying?: boolean;
    /** The button's words when the feature's copy has its own, e.g. 'Try again'. */
    retryLabel?: string;
  };

export type RetryButtonProps = Omit<ButtonProps, 'onClick' | 'loading'> & {
  /** Loads the data again. */
  onRetry: () => void;
  /** A retry is under way: the button spins and is marked busy, and keeps its focus. */
  retrying?: boolean;
};

/**
 * The Retry button of a load failure, also on its own where the failure's words are shown apart
 * (a DataTable's error row with the button in its footer).
 */
export function RetryButton({
  onRetry,
  retrying = false,
  variant = 'secondary',
  size = 'sm',
  className,
  children = 'Retry',
  ...props
}: RetryButtonProps) {
  return (
    <Button
      variant={variant}
      size={size}
      // Not `loading`: a disabled button would drop the focus of whoever pressed it.
      aria-busy={retrying || undefined}
      aria-disabled={retrying || undefined}
      onClick={retrying ? undefined : onRetry}
      className={cn('aria-busy:cursor-progress', className)}
      {...props}
    >
      {retrying ? <Loader2 aria-hidden className="animate-spin" /> : <RotateCcw aria-hidden />}
      {children}
    </Button>
  );
}

/**
 * Data did not load: what failed, the server's words if they add something, and a Retry button.
 * An alert, except the `quiet` line: a status, for failures a screen only notes in passing.
 */
export function LoadAlert({
  variant,
  message,
  detail,
  onRetry,
  retrying = false,
  retryLabel = 'Retry',
  className,
  ...props
}: LoadAlertProps) {
  const layout = variant ?? 'banner';
  const extra = detail !== undefined && detail !== message ? detail : undefined;
  const retry = onRetry && (
    <RetryButton {...retryLook[layout]} onRetry={onRetry} retrying={retrying}>
      {retryLabel}
    </RetryButton>
  );
  return (
    <div
      role={layout === 'quiet' ? 'status' : 'alert'}
      data-slot="load-alert"
      data-variant={layout}
      className={cn(loadAlertVariants({ variant: layout }), className)}
      {...props}
    >
      {layout === 'panel' ? (
        <>
          <span
            aria-hidden
            className="flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger [&_svg]:size-6"
          >
            <CircleExclamationPoint />
          </span>
          <p className="text-base font-semibold break-words text-danger">{message}</p>
          {extra && <p className="break-words text-muted">{extra}</p>}
        </>
      ) : layout === 'quiet' ? (
        <p className="min-w-0 break-words">
          {message}
          {extra && <span className="block">{extra}</span>}
        </p>
      ) : (
        <p className="flex min-w-0 flex-1 basis-56 items-start gap-2">
          <CircleExclamationPoint aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">
            <span className="font-medium">{message}</span>
            {extra && <span className="block text-text">{extra}</span>}
          </span>
        </p>
      )}
      {retry}
    </div>
  );
}
