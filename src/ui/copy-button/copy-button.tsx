import { Check, Copy } from 'lucide-react';
import { useEffect, useState, type ComponentProps } from 'react';
import { Button } from '../button/button';
import { copyToClipboard } from '../copy-link-field/copy-link-field';
import { cn } from '../lib/cn';

export type CopyButtonProps = Omit<ComponentProps<'button'>, 'children' | 'onCopy' | 'value'> & {
  /** The text put on the clipboard, e.g. a wallet address. */
  value: string;
  /** The button's accessible name, e.g. 'Copy wallet address of Ravi Kumar'. */
  label: string;
  /** How long the button shows a check mark after copying. */
  copiedDurationMs?: number;
  /** Called with the value once it is on the clipboard. */
  onCopy?: (value: string) => void;
};

/** A square icon button that copies a value, confirms with a check mark and announces 'Copied'. */
export function CopyButton({
  value,
  label,
  copiedDurationMs = 2000,
  onCopy,
  className,
  ...props
}: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [copies, setCopies] = useState(0);

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), copiedDurationMs);
    return () => clearTimeout(timer);
  }, [state, copies, copiedDurationMs]);

  async function copy() {
    const copied = await copyToClipboard(value);
    setState(copied ? 'copied' : 'failed');
    setCopies((count) => count + 1);
    if (copied) onCopy?.(value);
  }

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        data-slot="copy-button"
        data-state={state}
        aria-label={label}
        title={label}
        onClick={() => void copy()}
        className={cn(
          'shrink-0 text-muted hover:text-text',
          state === 'copied' && 'text-accent hover:text-accent',
          className,
        )}
        {...props}
      >
        {state === 'copied' ? <Check aria-hidden /> : <Copy aria-hidden />}
      </Button>
      <span aria-live="polite" data-slot="copy-button-status" className="sr-only">
        {state === 'copied' ? 'Copied' : state === 'failed' ? 'Could not copy' : ''}
      </span>
    </>
  );
}
