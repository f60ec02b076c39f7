import { ExternalLink, ImageOff, Loader2, Scan, ZoomIn, ZoomOut } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Button } from '../button/button';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../dialog/dialog';
import { cn } from '../lib/cn';
import { useReturnFocus } from '../lib/use-return-focus';

export type ScreenshotViewerProps = {
  /** The image's address, e.g. a deposit's `image_url`. */
  src: string;
  /** What the image shows, for screen readers, e.g. 'Payment screenshot of ORD-000123'. */
  alt: string;
  /** Whether the viewer is shown. */
  open: boolean;
  /** Called with false when Escape or × closes it, with true from the trigger. */
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading. */
  title?: ReactNode;
  /** A line under the heading, e.g. the order and the member. */
  description?: ReactNode;
  /** The element that opens the viewer; focus returns to it on close. */
  trigger?: ReactNode;
  /** Shows the loading state while the caller still resolves the address. */
  loading?: boolean;
};

const ZOOM_FACTOR = 1.25;
const MAX_SCALE = 4;
const MIN_SCALE = 0.1;
const PAN_STEP = 48;
/** Room around the image when it is fitted. */
const FIT_PADDING = 16;

type Size = { width: number; height: number };
type Status = 'loading' | 'ready' | 'error';

/** The size of an element's content box, kept current. */
function useBoxSize() {
  const [size, setSize] = useState<Size>();
  const ref = useCallback((element: HTMLElement | null) => {
    if (!element) return;
    const measure = () => setSize({ width: element.clientWidth, height: element.clientHeight });
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, size] as const;
}

function Stage({ src, alt, loading }: { src: string; alt: string; loading: boolean }) {
  const [status, setStatus] = useState<Status>('loading');
  const [natural, setNatural] = useState<Size>();
  const [zoom, setZoom] = useState<'fit' | number>('fit');
  const [dragging, setDragging] = useState(false);
  const [boxRef, box] = useBoxSize();
  const viewportRef = useRef<HTMLDivElement | null>(null);
  const drag = useRef<{ x: number; y: number; left: number; top: number; id: number } | null>(null);
  /** Where the centre of the view was, as a fraction of the content, before a zoom step. */
  const anchor = useRef<{ x: number; y: number } | null>(null);
  const shownStatus: Status = loading ? 'loading' : status;

  const fitScale =
    natural && box
      ? Math.min(
          1,
          (box.width - FIT_PADDING * 2) / natural.width,
          (box.height - FIT_PADDING * 2) / natural.height,
        )
      : 1;
  const scale = zoom === 'fit' ? fitScale : zoom;
  const minScale = Math.min(fitScale, MIN_SCALE * 2.5);
  const ready = shownStatus === 'ready' && natural !== undefined;

  const setViewport = useCallback(
    (element: HTMLDivElement | null) => {
      viewportRef.current = element;
      return boxRef(element);
    },
    [boxRef],
  );

  const zoomTo = useCallback(
    (next: 'fit' | number) => {
      const viewport = viewportRef.current;
      if (viewport && viewport.scrollWidth > 0) {
        anchor.current = {
          x: (viewport.scrollLeft + viewport.clientWidth / 2) / viewport.scrollWidth,
          y: (viewport.scrollTop + viewport.clientHeight / 2) / viewport.scrollHeight,
        };
      }
      setZoom(next === 'fit' ? 'fit' : Math.min(MAX_SCALE, Math.max(minScale, next)));
    },
    [minScale],
  );
  const zoomIn = () => zoomTo(scale * ZOOM_FACTOR);
  const zoomOut = () => {
    const next = scale / ZOOM_FACTOR;
    zoomTo(next <= fitScale + 1e-6 && scale > fitScale ? 'fit' : next);
  };

  // Keep the point that was in the middle of the view in the middle after a zoom step.
  useLayoutEffect(() => {
    const viewport = viewportRef.current;
    const point = anchor.current;
    if (!viewport || !point) return;
    anchor.current = null;
    viewport.scrollLeft = point.x * viewport.scrollWidth - viewport.clientWidth / 2;
    viewport.scrollTop = point.y * viewport.scrollHeight - viewport.clientHeight / 2;
  }, [scale]);

  // Ctrl + wheel (and a trackpad pinch) zooms; a plain wheel scrolls, which pans.
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !ready) return;
    const onWheel = (event: WheelEvent) => {
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      zoomTo(event.deltaY < 0 ? scale * ZOOM_FACTOR : scale / ZOOM_FACTOR);
    };
    viewport.addEventListener('wheel', onWheel, { passive: false });
    return () => viewport.removeEventListener('wheel', onWheel);
  }, [ready, scale, zoomTo]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const viewport = event.currentTarget;
    const pan: Record<string, [number, number]> = {
      ArrowLeft: [-PAN_STEP, 0],
      ArrowRight: [PAN_STEP, 0],
      ArrowUp: [0, -PAN_STEP],
      ArrowDown: [0, PAN_STEP],
    };
    const step = pan[event.key];
    if (step) {
      viewport.scrollBy({ left: step[0], top: step[1] });
    } else if (event.key === '+' || event.key === '=') {
      zoomIn();
    } else if (event.key === '-' || event.key === '_') {
      zoomOut();
    } else if (event.key === '0') {
      zoomTo('fit');
    } else {
      return;
    }
    event.preventDefault();
  }

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    // Touch pans by the browser's own scrolling; the mouse and a pen drag here.
    if (event.pointerType === 'touch' || event.button !== 0 || !ready) return;
    const viewport = event.currentTarget;
    drag.current = {
      x: event.clientX,
      y: event.clientY,
      left: viewport.scrollLeft,
      top: viewport.scrollTop,
      id: event.pointerId,
    };
    viewport.setPointerCapture(event.pointerId);
    setDragging(true);
    event.preventDefault();
  }

  function handlePointerMove(event: PointerEvent<HTMLDivElement>) {
    const start = drag.current;
    if (!start || start.id !== event.pointerId) return;
    event.currentTarget.scrollLeft = start.left - (event.clientX - start.x);
    event.currentTarget.scrollTop = start.top - (event.clientY - start.y);
  }

  function endDrag(event: PointerEvent<HTMLDivElement>) {
    if (drag.current?.id !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
  }

  const percent = Math.round(scale * 100);
  const canPan =
    ready && box !== undefined && natural !== undefined
      ? natural.width * scale > box.width || natural.height * scale > box.height
      : false;

  return (
    <div data-slot="screenshot-viewer-stage" data-state={shownStatus} className="grid gap-3">
      <div className="flex items-center justify-between gap-x-4 gap-y-2">
        <div role="group" aria-label="Zoom" className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label="Zoom out"
            disabled={!ready || scale <= minScale + 1e-6}
            onClick={zoomOut}
          >
            <ZoomOut aria-hidden />
          </Button>
          <output
            aria-live="polite"
            aria-label="Zoom level"
            data-slot="screenshot-viewer-zoom"
            className="w-14 text-center text-sm font-medium tabular text-text"
          >
            {ready ? `${percent}%` : '—'}
          </output>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Zoom in"
            disabled={!ready || scale >= MAX_SCALE - 1e-6}
            onClick={zoomIn}
          >
            <ZoomIn aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={zoom === 'fit'}
            disabled={!ready}
            onClick={() => zoomTo('fit')}
          >
            <Scan aria-hidden />
            Fit
          </Button>
        </div>
        <a
          href={src}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-touch min-w-touch items-center justify-center gap-1.5 text-sm font-medium text-info underline-offset-4 hover:underline"
        >
          <span className="max-sm:sr-only">Open original</span>
          <span className="sr-only">(opens in a new tab)</span>
          <ExternalLink aria-hidden className="size-4 sm:size-3.5" />
        </a>
      </div>

      <div
        ref={setViewport}
        role="region"
        aria-label={`${alt}. Drag, scroll or use the arrow keys to pan; plus and minus zoom, 0 fits.`}
        aria-busy={shownStatus === 'loading' || undefined}
        tabIndex={0}
        data-slot="screenshot-viewer-viewport"
        onKeyDown={handleKeyDown}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        className={cn(
          'relative h-[min(50dvh,34rem)] overflow-auto sm:h-[min(62dvh,34rem)] rounded-lg border border-border bg-bg focus-visible:outline-offset-[-2px]',
          canPan && (dragging ? 'cursor-grabbing select-none' : 'cursor-grab'),
        )}
      >
        <div className="flex min-h-full min-w-full w-max">
          {shownStatus !== 'error' && !loading && (
            <img
              key={src}
              src={src}
              alt={alt}
              draggable={false}
              onLoad={(event) => {
                const image = event.currentTarget;
                setNatural({ width: image.naturalWidth || 1, height: image.naturalHeight || 1 });
                setStatus('ready');
              }}
              onError={() => setStatus('error')}
              data-slot="screenshot-viewer-image"
              className={cn('m-auto block max-w-none', !ready && 'invisible')}
              style={
                natural
                  ? {
                      width: Math.round(natural.width * scale),
                      height: Math.round(natural.height * scale),
                    }
                  : { width: 1, height: 1 }
              }
            />
          )}
        </div>
        {shownStatus === 'loading' && (
          <div
            data-slot="screenshot-viewer-loading"
            className="absolute inset-0 flex flex-col items-center justify-center gap-2 text-sm text-muted"
          >
            <Loader2 aria-hidden className="size-6 animate-spin" />
            <span>Loading screenshot…</span>
          </div>
        )}
        {shownStatus === 'error' && (
          <div
            role="alert"
            data-slot="screenshot-viewer-error"
            className="absolute inset-0 flex flex-col items-center justify-center gap-2 px-6 text-center"
          >
            <span
              aria-hidden
              className="flex size-12 items-center justify-center rounded-full bg-danger-soft text-danger [&_svg]:size-6"
            >
              <ImageOff />
            </span>
            <p className="text-base font-semibold text-text">The screenshot could not be loaded</p>
            <p className="max-w-sm text-sm break-words text-muted">
              The file may be missing or your session may have ended. Try Open original, or sign in
              again.
            </p>
          </div>
        )}
      </div>
      <p className="text-xs text-muted max-sm:hidden">
        Drag or scroll to pan · Ctrl + wheel, + and − zoom · 0 fits the screen
      </p>
    </div>
  );
}

/**
 * A dialog that shows an image (e.g. a payment screenshot) fitted to the screen, with zoom in/out
 * and fit, panning by drag, scroll or arrow keys, and loading and broken-image states.
 */
export function ScreenshotViewer({
  src,
  alt,
  open,
  onOpenChange,
  title = 'Screenshot',
  description,
  trigger,
  loading = false,
}: ScreenshotViewerProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        size="lg"
        data-slot="screenshot-viewer"
        onCloseAutoFocus={returnFocus}
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        <DialogBody>
          <Stage key={src} src={src} alt={alt} loading={loading} />
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}
