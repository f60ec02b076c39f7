import { Check, CircleExclamationPoint, Copy } from 'lucide-react';
import {
  useEffect,
  useId,
  useState,
  type ComponentProps,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { Button } from '../button/button';
import { cn } from '../lib/cn';

type CopyState = 'idle' | 'copied' | 'failed';

function copyWithTextarea(text: string): boolean {
  const active = document.activeElement as HTMLElement | null;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.setAttribute('aria-hidden', 'true');
  Object.assign(textarea.style, {
    position: 'fixed',
    top: '0',
    left: '0',
    width: '1px',
    height: '1px',
    opacity: '0',
    pointerEvents: 'none',
  });
  document.body.append(textarea);
  textarea.select();
  textarea.setSelectionRange(0, text.length);
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  textarea.remove();
  active?.focus({ preventScroll: true });
  return copied;
}

/** Writes text to the clipboard: the Clipboard API, else a hidden textarea and execCommand('copy'). */
export async function copyToClipboard(text: string): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      return copyWithTextarea(text);
    }
  }
  return copyWithTextarea(text);
}

export type CopyLinkFieldProps = Omit<ComponentProps<'div'>, 'children' | 'onCopy'> & {
  /** The visible label, e.g. 'Left Link'. */
  label: ReactNode;
  /** The text shown and copied, e.g. a referral URL. */
  value: string;
  /** How long the button says 'Copied!' before it returns to 'Copy'. */
  copiedDurationMs?: number;
  /** Called with the value once it is on the clipboard. */
  onCopy?: (value: string) => void;
  /** Content after the Copy button, e.g. a QR code button. */
  adornment?: ReactNode;
  /**
   * Shows the whole value over as many lines as it needs, the Copy button under it when the row is
   * too narrow: for a value people read or type, like a wallet address, rather than a link.
   */
  wrap?: boolean;
};

const valueClass =
  'min-h-touch w-full min-w-0 rounded border border-border-strong bg-surface px-3 font-mono text-sm text-text transition-colors hover:border-muted focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent aria-invalid:border-danger';

/** A read-only value (e.g. a referral link) with a Copy button that confirms with 'Copied!' and announces it. */
export function CopyLinkField({
  label,
  value,
  copiedDurationMs = 4000,
  onCopy,
  adornment,
  wrap = false,
  className,
  ...props
}: CopyLinkFieldProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const buttonTextId = `${id}-button`;
  const errorId = `${id}-error`;
  const [state, setState] = useState<CopyState>('idle');
  const [copies, setCopies] = useState(0);

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), copiedDurationMs);
    return () => clearTimeout(timer);
  }, [state, copies, copiedDurationMs]);

  async function copy() {
    const copied = await copyToClipboard(value);
    setState(copied ? 'copied' : 'failed');
    if (copied) {
      setCopies((count) => count + 1);
      onCopy?.(value);
    }
  }

  const valueProps = {
    id: inputId,
    'data-slot': 'copy-link-value',
    readOnly: true,
    value,
    title: value,
    spellCheck: false,
    'aria-invalid': state === 'failed' || undefined,
    'aria-describedby': state === 'failed' ? errorId : undefined,
    onFocus: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      event.currentTarget.select(),
  };

  return (
    <div
      data-slot="copy-link-field"
      data-state={state}
      className={cn('grid min-w-0 gap-1.5', className)}
      {...props}
    >
      <label id={labelId} htmlFor={inputId} className="text-sm font-medium text-text">
        {label}
      </label>
      <div className={cn('flex min-w-0 gap-2', wrap ? 'flex-wrap items-start' : 'items-stretch')}>
        {wrap ? (
          <textarea
            {...valueProps}
            rows={1}
            className={cn(
              valueClass,
              'block grow basis-96 resize-none py-2.5 text-[0.8125rem] leading-5 break-all field-sizing-content',
            )}
          />
        ) : (
          <input {...valueProps} type="text" className={cn(valueClass, 'flex-1 text-ellipsis')} />
        )}
        <Button
          variant={state === 'copied' ? 'primary' : 'secondary'}
          data-slot="copy-link-button"
          aria-labelledby={`${buttonTextId} ${labelId}`}
          onClick={copy}
          className="min-w-28 shrink-0 focus-visible:outline-accent"
        >
          {state === 'copied' ? <Check aria-hidden /> : <Copy aria-hidden />}
          <span id={buttonTextId}>{state === 'copied' ? 'Copied!' : 'Copy'}</span>
        </Button>
        {adornment && (
          <div data-slot="copy-link-adornment" className="flex shrink-0 items-stretch">
            {adornment}
          </div>
        )}
      </div>
      {state === 'failed' && (
        <p
          id={errorId}
          data-slot="copy-link-error"
          className="flex items-start gap-1.5 text-sm break-words text-danger"
        >
          <CircleExclamationPoint aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>Could not copy. Select the link and copy it yourself.</span>
        </p>
      )}
      <span aria-live="polite" data-slot="copy-link-status" className="sr-only">
        {state === 'copied'
          ? 'Link copied to clipboard'
          : state === 'failed'
            ? 'Could not copy the link'
            : ''}
      </span>
    </div>
  );
}
