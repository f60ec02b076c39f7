import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';

type Size = { width: number; height: number };

export type ZoomCanvasProps = {
  /** 1 is the natural size. */
  scale: number;
  /** The scrolling box around the canvas; it is scrolled to centre the content. */
  scrollerRef: RefObject<HTMLElement | null>;
  /** Re-centres the content when it changes (e.g. the tree's root). */
  centerKey?: string;
  children: ReactNode;
};

/**
 * Scales its content with a transform and reserves the scaled size in the layout, so the scrolling box
 * around it scrolls exactly as far as the scaled content reaches (CSS `zoom` does not reflow in time),
 * and keeps the content centred in that box when the content or the scale changes. Both boxes opt out
 * of transitions (the reduced-motion rule gives every property a tiny one), so the new size can be
 * read in the same frame.
 */
export function ZoomCanvas({ scale, scrollerRef, centerKey, children }: ZoomCanvasProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<Size>();

  useLayoutEffect(() => {
    const content = contentRef.current;
    if (!content) return;
    const measure = () =>
      setSize((current) =>
        current?.width === content.offsetWidth && current.height === content.offsetHeight
          ? current
          : { width: content.offsetWidth, height: content.offsetHeight },
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(content);
    return () => observer.disconnect();
  }, [centerKey]);

  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || !size) return;
    scroller.scrollLeft = (scroller.scrollWidth - scroller.clientWidth) / 2;
  }, [scrollerRef, size, scale, centerKey]);

  return (
    <div
      data-slot="zoom-canvas"
      className="relative mx-auto transition-none"
      style={size && { width: size.width * scale, height: size.height * scale }}
    >
      <div
        ref={contentRef}
        className="w-max origin-top-left transition-none"
        style={{
          position: size ? 'absolute' : 'static',
          transform: scale === 1 ? undefined : `scale(${scale})`,
        }}
      >
        {children}
      </div>
    </div>
  );
}
