import { ImageUp, TriangleExclamationPoint } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { cn } from '@/ui/lib/cn';

export const SCREENSHOT_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
export const SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;

const sizeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** A file size for people: '820 kB', '6.2 MB'. */
export function formatFileSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${sizeFormat.format(Math.max(1, bytes / 1024))} kB`
    : `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

/** What is wrong with a chosen file before it is sent (the server checks the content again). */
export function screenshotProblem(file: File): string | undefined {
  if (file.type && !SCREENSHOT_TYPES.includes(file.type)) {
    return 'Choose a PNG, JPEG or WebP image.';
  }
  if (file.size > SCREENSHOT_MAX_BYTES) {
    return `This file is ${formatFileSize(file.size)}; screenshots can be at most 5 MB.`;
  }
  return undefined;
}

type Chosen = { file: File; url: string | undefined };

export type ScreenshotInputProps = {
  /** The visible label of the field. */
  label: string;
  /** Called with the chosen file, or undefined when it was cleared. */
  onChange: (file: File | undefined) => void;
  /** Blocks choosing another file, e.g. while the order is sent. */
  disabled?: boolean;
};

/** A file field for the payment screenshot: PNG, JPEG or WebP, with the file's name and a preview. */
export function ScreenshotInput({ label, onChange, disabled = false }: ScreenshotInputProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const problemId = `${id}-problem`;
  const [chosen, setChosen] = useState<Chosen>();
  const [dragging, setDragging] = useState(false);
  const urlRef = useRef<string | undefined>(undefined);

  useEffect(
    () => () => {
      if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    },
    [],
  );

  function choose(file: File | undefined) {
    if (urlRef.current) URL.revokeObjectURL(urlRef.current);
    const url =
      file && SCREENSHOT_TYPES.includes(file.type) ? URL.createObjectURL(file) : undefined;
    urlRef.current = url;
    setChosen(file && { file, url });
    onChange(file);
  }

  function drop(event: DragEvent<HTMLLabelElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && !disabled) choose(file);
  }

  const problem = chosen && screenshotProblem(chosen.file);

  return (
    <div data-slot="screenshot-input" className="grid min-w-0 gap-1.5">
      <span id={labelId} className="text-sm font-medium text-text">
        {label}
      </span>
      <div className="relative grid min-w-0">
        {/* Invisible under the whole drop area, not a 1 px sr-only box: focusing it scrolls the whole
          area into view, clear of the sticky header (scroll margin), instead of half of it. */}
        <input
          id={id}
          type="file"
          accept={SCREENSHOT_TYPES.join(',')}
          aria-labelledby={labelId}
          aria-describedby={cn(hintId, problem && problemId)}
          aria-invalid={problem ? true : undefined}
          disabled={disabled}
          onChange={(event) => choose(event.currentTarget.files?.[0])}
          className="peer absolute inset-0 -z-10 size-full scroll-my-24 opacity-0"
        />
        <label
          htmlFor={id}
          data-state={dragging ? 'dragging' : chosen ? 'chosen' : 'empty'}
          onDragOver={(event) => {
            event.preventDefault();
            if (!disabled) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          className={cn(
            'flex min-h-touch min-w-0 cursor-pointer items-center gap-4 rounded border border-dashed border-muted/60 bg-raised p-3 transition-colors hover:border-accent peer-focus-visible:border-accent peer-focus-visible:outline-2 peer-focus-visible:outline-offset-0 peer-focus-visible:outline-accent peer-disabled:cursor-not-allowed peer-disabled:opacity-60 peer-aria-invalid:border-danger',
            dragging && 'border-accent bg-accent-soft/40',
          )}
        >
          {chosen?.url ? (
            <img
              src={chosen.url}
              alt=""
              data-slot="screenshot-preview"
              onError={() => setChosen((current) => current && { ...current, url: undefined })}
              className="h-20 w-14 shrink-0 rounded-sm border border-border bg-surface object-cover"
            />
          ) : (
            <span
              aria-hidden
              className="flex h-20 w-14 shrink-0 items-center justify-center rounded-sm border border-border bg-surface text-muted"
            >
              <ImageUp className="size-6" />
            </span>
          )}
          <span className="grid min-w-0 gap-0.5">
            {chosen ? (
              <>
                <span
                  data-slot="screenshot-name"
                  className="font-medium break-all text-text"
                  title={chosen.file.name}
                >
                  {chosen.file.name}
                </span>
                <span className="text-sm text-muted tabular">
                  {formatFileSize(chosen.file.size)} ·{' '}
                  <span className="text-info">Change file</span>
                </span>
              </>
            ) : (
              <>
                <span className="font-medium text-text">Choose a screenshot</span>
                <span className="text-sm text-muted">or drop it here</span>
              </>
            )}
          </span>
        </label>
      </div>
      <p id={hintId} className="text-sm text-muted">
        PNG, JPEG or WebP, at most 5 MB.
      </p>
      {problem && (
        <p
          id={problemId}
          data-slot="screenshot-problem"
          className="flex items-start gap-1.5 text-sm break-words text-warning"
        >
          <TriangleExclamationPoint aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{problem}</span>
        </p>
      )}
    </div>
  );
}
