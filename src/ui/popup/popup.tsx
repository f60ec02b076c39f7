import * as DialogPrimitive from '@radix-ui/react-dialog';
import { cva } from 'class-variance-authority';
import { Check, ExclamationMark, X } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { Button } from '../button/button';
import { cn } from '../lib/cn';

export type PopupIcon = 'success' | 'error' | 'warning' | 'info';

export const popupIconVariants = cva(
  'mx-auto flex size-20 shrink-0 items-center justify-center rounded-full border-4 [&_svg]:size-10 [&_svg]:stroke-[2.75]',
  {
    variants: {
      icon: {
        success: 'border-accent/35 bg-accent-soft text-accent',
        error: 'border-danger/35 bg-danger-soft text-danger',
        warning: 'border-warning/35 bg-warning-soft text-warning',
        info: 'border-info/35 bg-info-soft text-info',
      },
    },
    defaultVariants: { icon: 'info' },
  },
);

const glyphs = {
  success: <Check aria-hidden />,
  error: <X aria-hidden />,
  warning: <ExclamationMark aria-hidden />,
  info: <ExclamationMark aria-hidden className="rotate-180" />,
} satisfies Record<PopupIcon, ReactNode>;

export type PopupProps = Omit<
  ComponentProps<typeof DialogPrimitive.Content>,
  'title' | 'children' | 'asChild'
> & {
  /** Whether the popup is shown. */
  open: boolean;
  /** Called with false when Escape, the confirm button or the auto-close timer closes it. */
  onOpenChange: (open: boolean) => void;
  /** The big round icon: success (accent), error (danger), warning or info. */
  icon: PopupIcon;
  /** The heading, e.g. 'Thank You!'. */
  title: ReactNode;
  /** One line under the heading, e.g. 'Registration sucessfully completed!'. */
  text?: ReactNode;
  /** Extra content under the text, e.g. a one-time unique key. */
  children?: ReactNode;
  /** Label of the button that closes the popup. */
  confirmText?: string;
  /** Closes the popup by itself after this many milliseconds. */
  autoCloseMs?: number;
  /** Called once after the popup went from open to closed. */
  onClosed?: () => void;
  /**
   * A secret shown once: the popup closes only after this box is ticked (e.g. 'I have saved it');
   * until then Escape and clicks outside do nothing and the confirm button is disabled.
   */
  acknowledge?: string;
};

/** Marks the element inside a popup's content that takes the focus when it opens. */
export const POPUP_AUTOFOCUS = 'data-popup-autofocus';

/** A SweetAlert-style modal: big round icon, title, text and one confirm button that gets focus. */
export function Popup({
  open,
  onOpenChange,
  icon,
  title,
  text,
  children,
  confirmText = 'OK',
  autoCloseMs,
  onClosed,
  acknowledge,
  className,
  onOpenAutoFocus,
  onEscapeKeyDown,
  onInteractOutside,
  ...props
}: PopupProps) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const acknowledgeRef = useRef<HTMLInputElement>(null);
  const acknowledgeId = useId();
  const [acknowledged, setAcknowledged] = useState(false);
  const locked = acknowledge !== undefined && !acknowledged;
  const wasOpen = useRef(open);
  const close = useEffectEvent(() => onOpenChange(false));
  const closed = useEffectEvent(() => onClosed?.());

  useEffect(() => {
    if (!open || !autoCloseMs) return;
    const timer = setTimeout(close, autoCloseMs);
    return () => clearTimeout(timer);
  }, [open, autoCloseMs]);

  useEffect(() => {
    if (wasOpen.current && !open) closed();
    wasOpen.current = open;
  }, [open]);

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-slot="popup-overlay"
          className="fixed inset-0 z-50 bg-bg/80 backdrop-blur-sm data-[state=open]:animate-fade-in data-[state=closed]:animate-[fade-in_120ms_ease-in_reverse]"
        />
        <DialogPrimitive.Content
          data-slot="popup"
          data-variant={icon}
          {...(text ? {} : { 'aria-describedby': undefined })}
          ref={contentRef}
          onOpenAutoFocus={(event) => {
            onOpenAutoFocus?.(event);
            if (event.defaultPrevented) return;
            event.preventDefault();
            const first = contentRef.current?.querySelector<HTMLElement>(`[${POPUP_AUTOFOCUS}]`);
            // A disabled confirm button cannot hold the focus: the box that enables it does.
            (first ?? (locked ? acknowledgeRef.current : confirmRef.current))?.focus();
          }}
          onEscapeKeyDown={(event) => {
            onEscapeKeyDown?.(event);
            if (locked) event.preventDefault();
          }}
          onInteractOutside={(event) => {
            onInteractOutside?.(event);
            if (locked) event.preventDefault();
          }}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md [transform:translate(-50%,-50%)] flex-col items-center overflow-y-auto rounded-xl border border-border bg-surface px-6 pt-8 pb-6 text-center shadow-raised focus:outline-none data-[state=open]:animate-pop-in data-[state=closed]:animate-[pop-in_120ms_ease-in_reverse] sm:px-8',
            className,
          )}
          {...props}
        >
          <div data-slot="popup-icon" className={popupIconVariants({ icon })}>
            {glyphs[icon]}
          </div>
          <DialogPrimitive.Title
            data-slot="popup-title"
            className="mt-6 text-2xl font-semibold tracking-tight text-balance break-words text-text"
          >
            {title}
          </DialogPrimitive.Title>
          {text && (
            <DialogPrimitive.Description
              data-slot="popup-text"
              className="mt-2 text-base text-pretty break-words text-muted"
            >
              {text}
            </DialogPrimitive.Description>
          )}
          {children && (
            <div data-slot="popup-content" className="mt-5 w-full text-left">
              {children}
            </div>
          )}
          {acknowledge !== undefined && (
            <div className="mt-5 flex min-h-touch w-full items-center gap-3 text-left">
              <input
                ref={acknowledgeRef}
                id={acknowledgeId}
                type="checkbox"
                checked={acknowledged}
                onChange={(event) => setAcknowledged(event.currentTarget.checked)}
                className="size-5 shrink-0 cursor-pointer accent-accent"
              />
              <label
                htmlFor={acknowledgeId}
                className="cursor-pointer text-sm font-medium text-text"
              >
                {acknowledge}
              </label>
            </div>
          )}
          <DialogPrimitive.Close asChild>
            <Button ref={confirmRef} size="lg" className="mt-7 min-w-32" disabled={locked}>
              {confirmText}
            </Button>
          </DialogPrimitive.Close>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export type PopupOptions = Omit<PopupProps, 'open' | 'onOpenChange'>;

type PopupState = { id: number; open: boolean; options: PopupOptions };

/**
 * Imperative popups: render `popup` once, then `await show({...})`; the promise resolves
 * when that popup has closed (like Swal.fire().then). A new show() replaces an open popup.
 */
export function usePopup(): { popup: ReactNode; show: (options: PopupOptions) => Promise<void> } {
  const [state, setState] = useState<PopupState | null>(null);
  const resolveRef = useRef<(() => void) | null>(null);

  const show = useCallback((options: PopupOptions) => {
    resolveRef.current?.();
    return new Promise<void>((resolve) => {
      resolveRef.current = resolve;
      setState((current) => ({ id: (current?.id ?? 0) + 1, open: true, options }));
    });
  }, []);

  const popup = state && (
    <Popup
      // Prefixed: the popup is often a sibling of a keyed element (a form reset by a counter key),
      // and equal keys among siblings let React drop or duplicate either one.
      key={`popup-${state.id}`}
      {...state.options}
      open={state.open}
      onOpenChange={(open) => {
        if (!open) setState((current) => current && { ...current, open: false });
      }}
      onClosed={() => {
        state.options.onClosed?.();
        resolveRef.current?.();
        resolveRef.current = null;
      }}
    />
  );

  return { popup, show };
}
