import { cva, type VariantProps } from 'class-variance-authority';
import { Check, Copy, Download, TriangleExclamationPoint } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '../button/button';
import { copyToClipboard } from '../copy-link-field/copy-link-field';
import { cn } from '../lib/cn';

export const shownOncePanelVariants = cva('grid min-w-0 gap-4 rounded-lg border p-4 sm:p-5', {
  variants: {
    tone: {
      default: 'border-border-strong bg-raised',
      plain: 'border-transparent bg-transparent p-0 sm:p-0',
    },
  },
  defaultVariants: { tone: 'default' },
});

const defaultLabels = {
  copyAll: 'Copy all',
  copied: 'Copied',
  copyFailed: 'Could not copy: select the codes and copy them by hand.',
  download: 'Download as .txt',
  saved: 'I have saved them',
  continue: 'Continue',
};

export type ShownOncePanelProps = VariantProps<typeof shownOncePanelVariants> & {
  /** The panel's heading, e.g. 'Your recovery codes'. */
  title: ReactNode;
  /** Why they matter and that they will not be shown again. */
  description: ReactNode;
  /** The secrets, one per line (e.g. ten recovery codes). */
  items: string[];
  /** The downloaded file's name, e.g. 'learn-trade-earn-recovery-codes.txt'. */
  fileName: string;
  /** A line at the top of the downloaded file, e.g. which account the codes are for. */
  fileHeading?: string;
  /** Called by Continue, enabled once the person has confirmed they saved the items. */
  onContinue: () => void;
  /** Heading level, to fit the page outline. */
  headingLevel?: 'h2' | 'h3';
  labels?: Partial<typeof defaultLabels>;
  className?: string;
};

/** Offers a text file of the lines; nothing leaves the browser. */
function downloadText(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Secrets that are shown once (recovery codes): the list, Copy all, Download as .txt and a
 * confirmation that they were saved before Continue.
 */
export function ShownOncePanel({
  title,
  description,
  items,
  fileName,
  fileHeading,
  onContinue,
  headingLevel: Heading = 'h2',
  labels: labelOverrides,
  tone,
  className,
}: ShownOncePanelProps) {
  const labels = { ...defaultLabels, ...labelOverrides };
  const [saved, setSaved] = useState(false);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const titleId = useId();
  const checkId = useId();
  const text = items.join('\n');

  return (
    <section
      data-slot="shown-once-panel"
      aria-labelledby={titleId}
      className={cn(shownOncePanelVariants({ tone }), className)}
    >
      <div className="grid gap-1.5">
        <Heading
          id={titleId}
          className="text-lg font-semibold tracking-tight break-words text-text"
        >
          {title}
        </Heading>
        <p className="flex items-start gap-2 text-sm text-pretty text-warning">
          <TriangleExclamationPoint aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{description}</span>
        </p>
      </div>

      <ol
        data-slot="shown-once-items"
        className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-md border border-border bg-bg px-4 py-3 font-mono text-base tracking-wide text-text min-[420px]:grid-cols-2"
      >
        {items.map((item) => (
          <li key={item} className="min-w-0 break-all select-all">
            {item}
          </li>
        ))}
      </ol>

      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          data-state={copy}
          onClick={() => {
            void copyToClipboard(text).then((ok) => setCopy(ok ? 'copied' : 'failed'));
          }}
        >
          {copy === 'copied' ? <Check aria-hidden /> : <Copy aria-hidden />}
          {labels.copyAll}
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            downloadText(fileName, `${fileHeading ? `${fileHeading}\n\n` : ''}${text}\n`)
          }
        >
          <Download aria-hidden />
          {labels.download}
        </Button>
      </div>
      <p
        aria-live="polite"
        className={cn(
          '-mt-2 text-sm empty:hidden',
          copy === 'failed' ? 'text-danger' : 'text-accent',
        )}
      >
        {copy === 'copied' ? labels.copied : copy === 'failed' ? labels.copyFailed : ''}
      </p>

      <div className="flex min-h-touch items-center gap-3">
        <input
          id={checkId}
          type="checkbox"
          checked={saved}
          onChange={(event) => setSaved(event.currentTarget.checked)}
          className="size-5 shrink-0 cursor-pointer accent-accent"
        />
        <label htmlFor={checkId} className="cursor-pointer text-sm font-medium text-text">
          {labels.saved}
        </label>
      </div>
      <div>
        <Button size="lg" className="w-full sm:w-auto" disabled={!saved} onClick={onContinue}>
          {labels.continue}
        </Button>
      </div>
    </section>
  );
}
