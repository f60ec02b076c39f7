import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, waitFor } from 'storybook/test';
import { phoneViewport } from '../lib/story-viewports';
import { ZoomCanvas } from './zoom-canvas';

/** A wide block of content (640 x 240) inside a scrolling box, as the genealogy tree uses it. */
function Framed({ scale, label = 'Wide content' }: { scale: number; label?: string }) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={scrollerRef}
      data-testid="scroller"
      className="max-w-full overflow-auto rounded-lg border border-border bg-surface"
      style={{ width: 480, height: 300 }}
    >
      <ZoomCanvas scale={scale} scrollerRef={scrollerRef}>
        <div
          data-testid="content"
          className="grid place-items-center rounded bg-raised text-lg font-semibold text-text"
          style={{ width: 640, height: 240 }}
        >
          {label}
        </div>
      </ZoomCanvas>
    </div>
  );
}

const meta = {
  title: 'Kit/GenealogyTree/ZoomCanvas',
  component: Framed,
  args: { scale: 1 },
} satisfies Meta<typeof Framed>;

export default meta;
type Story = StoryObj<typeof meta>;

const reservedSize = (canvas: HTMLElement) => {
  const reserved = canvas.querySelector<HTMLElement>('[data-slot="zoom-canvas"]');
  if (!reserved) throw new Error('zoom canvas missing');
  return { width: reserved.offsetWidth, height: reserved.offsetHeight };
};

export const NaturalSize: Story = {
  play: async ({ canvasElement, canvas }) => {
    await waitFor(() => expect(reservedSize(canvasElement)).toEqual({ width: 640, height: 240 }));
    const scroller = canvas.getByTestId('scroller');
    // The wider content starts centred in its scrolling box.
    await waitFor(() =>
      expect(scroller.scrollLeft).toBeCloseTo((scroller.scrollWidth - scroller.clientWidth) / 2, 0),
    );
  },
};

export const ZoomedOut: Story = {
  args: { scale: 0.5 },
  play: async ({ canvasElement, canvas }) => {
    await waitFor(() => expect(reservedSize(canvasElement)).toEqual({ width: 320, height: 120 }));
    // Half the size fits: nothing is left to scroll.
    const scroller = canvas.getByTestId('scroller');
    await expect(scroller.scrollWidth).toBe(scroller.clientWidth);
  },
};

export const ZoomedIn: Story = {
  args: { scale: 1.5 },
  play: async ({ canvasElement, canvas }) => {
    await waitFor(() => expect(reservedSize(canvasElement)).toEqual({ width: 960, height: 360 }));
    const scroller = canvas.getByTestId('scroller');
    await expect(scroller.scrollWidth).toBeGreaterThanOrEqual(960);
  },
};

export const LongText: Story = {
  args: {
    scale: 0.75,
    label:
      'A label far longer than the box is wide, to show the canvas scales whatever it holds together',
  },
};

export const Narrow: Story = { ...phoneViewport, args: { scale: 0.5 } };
