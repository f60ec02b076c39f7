import { Check, Copy, TriangleExclamationPoint } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../button/button';
import { copyToClipboard } from '../copy-link-field/copy-link-field';
import { cn } from '../lib/cn';
import { POPUP_AUTOFOCUS } from '../popup/popup';

/** What a person ticks before a popup showing a value once (a unique key) may close. */
export const SHOWN_ONCE_SAVED = 'I have saved it';

function CopyValue({ value, what, first }: { value: string; what: string; first?: boolean }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 4000);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <>
      <Button
        {...(first ? { [POPUP_AUTOFOCUS]: '' } : {})}
        variant={state === 'copied' ? 'primary' : 'secondary'}
        size="sm"
        onClick={async () => setState((await copyToClipboard(value)) ? 'copied' : 'failed')}
        className="shrink-0"
      >
        {state === 'copied' ? <Check aria-hidden /> : <Copy aria-hidden />}
        {state === 'copied' ? 'Copied!' : 'Copy'}
        <span className="sr-only"> {what}</span>
      </Button>
      <span aria-live="polite" className="sr-only">
        {state === 'copied'
          ? `${what} copied to clipboard`
          : state === 'failed'
            ? `Could not copy the ${what}; select it and copy it yourself`
            : ''}
      </span>
    </>
  );
}

export type ValueRowProps = {
  /** The term, e.g. 'User ID'. */
  label: string;
  value: string;
  /** What the value is, in the Copy button's name and its announcement, e.g. 'unique key'. */
  what: string;
  /** The value shown once: larger, in the accent, and its Copy button takes the focus in a popup. */
  emphasis?: boolean;
};

/** One term of a `<dl>`: its label, the value in mono and a Copy button (the copy lasts 4 s). */
export function ValueRow({ label, value, what, emphasis = false }: ValueRowProps) {
  return (
    <div className="grid gap-1.5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="flex min-w-0 items-center justify-between gap-2 rounded border border-border-strong bg-surface py-1 pr-1 pl-3">
        <span
          className={cn(
            'min-w-0 font-mono font-semibold tracking-wider break-words select-all',
            emphasis ? 'text-base text-accent sm:text-lg' : 'text-base text-text',
          )}
        >
          {value}
        </span>
        <CopyValue value={value} what={what} first={emphasis} />
      </dd>
    </div>
  );
}

export type ShownOnceNoteProps = {
  /** The warning in bold, e.g. 'This key will not be shown again.' */
  title: ReactNode;
  /** What to do about it. */
  children: ReactNode;
};

/** The warning under a value shown only this once. */
export function ShownOnceNote({ title, children }: ShownOnceNoteProps) {
  return (
    <p
      role="note"
      className="flex items-start gap-2 rounded border border-warning/40 bg-warning-soft px-3 py-2.5 text-sm text-text"
    >
      <TriangleExclamationPoint aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
      <span>
        <strong className="font-semibold text-warning">{title}</strong> {children}
      </span>
    </p>
  );
}
