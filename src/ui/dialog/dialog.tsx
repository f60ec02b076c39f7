import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '../button/button';
import { cn } from '../lib/cn';

/** The dialog's state: controlled with `open`/`onOpenChange`, or uncontrolled with a DialogTrigger. */
export function Dialog(props: ComponentProps<typeof DialogPrimitive.Root>) {
  return <DialogPrimitive.Root {...props} />;
}

/** The element that opens the dialog; usually `asChild` around a Button. */
export function DialogTrigger(props: ComponentProps<typeof DialogPrimitive.Trigger>) {
  return <DialogPrimitive.Trigger data-slot="dialog-trigger" {...props} />;
}

/** Closes the dialog; usually `asChild` around the Cancel button. */
export function DialogClose(props: ComponentProps<typeof DialogPrimitive.Close>) {
  return <DialogPrimitive.Close data-slot="dialog-close" {...props} />;
}

export const dialogContentVariants = cva(
  [
    'fixed z-50 flex flex-col border border-border bg-surface text-text shadow-raised focus:outline-none',
    // Phones: a full-width sheet along the bottom edge.
    'inset-x-0 bottom-0 max-h-[calc(100dvh-1rem)] w-full rounded-t-xl border-b-0 data-[state=open]:animate-fade-in data-[state=closed]:animate-[fade-in_120ms_ease-in_reverse]',
    // From 640 px: centred, with room around it.
    'sm:inset-x-auto sm:bottom-auto sm:top-1/2 sm:left-1/2 sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:[transform:translate(-50%,-50%)] sm:rounded-xl sm:border-b sm:data-[state=open]:animate-pop-in sm:data-[state=closed]:animate-[pop-in_120ms_ease-in_reverse]',
  ],
  {
    variants: {
      size: {
        sm: 'sm:max-w-md',
        md: 'sm:max-w-lg',
        lg: 'sm:max-w-2xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

export type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /** The accessible name of the × button in the corner; `null` leaves the button out. */
    closeLabel?: string | null;
  };

/**
 * The dialog itself, in a portal over a dimmed page: focus stays inside it, Escape and the ×
 * button close it, and focus returns to what opened it. Compose DialogHeader, DialogBody and
 * DialogFooter inside.
 */
export function DialogContent({
  size,
  closeLabel = 'Close',
  className,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay
        data-slot="dialog-overlay"
        className="fixed inset-0 z-50 bg-bg/80 backdrop-blur-sm data-[state=open]:animate-fade-in data-[state=closed]:animate-[fade-in_120ms_ease-in_reverse]"
      />
      <DialogPrimitive.Content
        data-slot="dialog"
        data-size={size ?? 'md'}
        className={cn(dialogContentVariants({ size }), className)}
        {...props}
      >
        {children}
        {closeLabel !== null && (
          <DialogPrimitive.Close asChild>
            <Button
              variant="ghost"
              size="icon"
              data-slot="dialog-close-icon"
              aria-label={closeLabel}
              className="absolute top-2 right-2 text-muted hover:text-text"
            >
              <X aria-hidden />
            </Button>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** The top of the dialog: DialogTitle and DialogDescription, clear of the × button. */
export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-header"
      className={cn('grid shrink-0 gap-1.5 py-5 pr-16 pl-5 sm:pl-6', className)}
      {...props}
    />
  );
}

/** The dialog's heading; names the dialog for screen readers. */
export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-xl font-semibold tracking-tight break-words text-text', className)}
      {...props}
    />
  );
}

/** One or two lines under the title; describes the dialog for screen readers. */
export function DialogDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-sm text-pretty break-words text-muted', className)}
      {...props}
    />
  );
}

/** A form spanning the body and footer, so the footer's submit button submits it. */
export function DialogForm({ className, ...props }: ComponentProps<'form'>) {
  return (
    <form
      data-slot="dialog-form"
      className={cn('flex min-h-0 flex-1 flex-col', className)}
      {...props}
    />
  );
}

/** The dialog's content; it scrolls when the dialog is taller than the screen. */
export function DialogBody({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="dialog-body"
      className={cn('min-h-0 flex-1 overflow-y-auto px-5 pb-5 sm:px-6', className)}
      {...props}
    />
  );
}

export type DialogFooterProps = ComponentProps<'div'> & {
  /** The actions; the primary one last (stacked on top on phones). */
  children: ReactNode;
};

/** The dialog's actions: side by side at the end from 640 px, full-width and stacked on phones. */
export function DialogFooter({ className, ...props }: DialogFooterProps) {
  return (
    <div
      data-slot="dialog-footer"
      className={cn(
        'flex shrink-0 flex-col-reverse gap-2 border-t border-border px-5 py-4 sm:flex-row sm:justify-end sm:px-6 [&>*]:w-full sm:[&>*]:w-auto',
        className,
      )}
      {...props}
    />
  );
}
