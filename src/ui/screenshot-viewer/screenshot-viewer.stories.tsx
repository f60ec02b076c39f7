import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { phoneViewport } from '../lib/story-viewports';
import { ScreenshotViewer, type ScreenshotViewerProps } from './screenshot-viewer';

/** A stand-in for a member's payment screenshot: a wallet app's receipt, 720 × 1440 like a phone. */
const receipt = `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="720" height="1440" viewBox="0 0 720 1440">
<rect width="720" height="1440" fill="#f4f6fb"/>
<rect width="720" height="160" fill="#1b2a4a"/>
<text x="48" y="100" font-family="sans-serif" font-size="40" fill="#ffffff">Send USDT (TRC20)</text>
<circle cx="360" cy="330" r="90" fill="#22c55e"/>
<path d="M315 330l30 30 60-60" stroke="#ffffff" stroke-width="18" fill="none" stroke-linecap="round"/>
<text x="360" y="500" font-family="sans-serif" font-size="44" text-anchor="middle" fill="#111827">Transfer successful</text>
<text x="360" y="600" font-family="sans-serif" font-size="84" font-weight="700" text-anchor="middle" fill="#111827">-100.00 USDT</text>
<g font-family="sans-serif" font-size="30" fill="#4b5563">
<text x="48" y="760">To</text><text x="672" y="760" text-anchor="end" fill="#111827">TQn9Y2...KcbLSE</text>
<text x="48" y="840">Network fee</text><text x="672" y="840" text-anchor="end" fill="#111827">1.00 USDT</text>
<text x="48" y="920">Time</text><text x="672" y="920" text-anchor="end" fill="#111827">2026-03-09 11:20</text>
<text x="48" y="1000">Tx hash</text><text x="672" y="1000" text-anchor="end" fill="#111827">a3f1c9...37d52</text>
</g>
<rect x="48" y="1200" width="624" height="110" rx="24" fill="#1b2a4a"/>
<text x="360" y="1268" font-family="sans-serif" font-size="36" text-anchor="middle" fill="#ffffff">Done</text>
</svg>`)}`;

const meta = {
  title: 'Kit/ScreenshotViewer',
  component: ScreenshotViewer,
  tags: ['autodocs'],
  args: {
    src: receipt,
    alt: 'Payment screenshot of ORD-000123',
    open: true,
    onOpenChange: fn(),
    title: 'Screenshot of ORD-000123',
    description: 'Ravi Kumar (LT4821937) · Bull Starter · 100.00 USDT',
  },
} satisfies Meta<typeof ScreenshotViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findViewer() {
  const dialog = await screen.findByRole('dialog', { name: 'Screenshot of ORD-000123' });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

async function findLoaded() {
  const viewer = await findViewer();
  const image = await viewer.findByRole('img', { name: 'Payment screenshot of ORD-000123' });
  await waitFor(() => expect(image).toBeVisible());
  return { viewer, image };
}

const zoomLevel = (viewer: Awaited<ReturnType<typeof findViewer>>) =>
  viewer.getByRole('status', { name: 'Zoom level' });

/** Opens fitted to the viewport, with the alt text on the image. */
export const Fitted: Story = {
  play: async () => {
    const { viewer, image } = await findLoaded();
    const viewport = viewer.getByRole('region', { name: /^Payment screenshot of ORD-000123\./ });
    const box = viewport.getBoundingClientRect();
    const shown = image.getBoundingClientRect();
    await expect(shown.height).toBeLessThanOrEqual(box.height);
    await expect(viewer.getByRole('button', { name: 'Fit' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(zoomLevel(viewer)).toHaveTextContent(
      `${Math.round((shown.height / 1440) * 100)}%`,
    );
  },
};

export const ZoomAndPan: Story = {
  play: async ({ userEvent }) => {
    const { viewer, image } = await findLoaded();
    const viewport = viewer.getByRole('region', { name: /^Payment screenshot/ });
    const fitted = image.getBoundingClientRect().width;
    for (let step = 0; step < 6; step++) {
      await userEvent.click(viewer.getByRole('button', { name: 'Zoom in' }));
    }
    await waitFor(() => expect(image.getBoundingClientRect().width).toBeGreaterThan(fitted * 3));
    await expect(viewer.getByRole('button', { name: 'Fit' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // Dragging with the mouse pans.
    const before = viewport.scrollTop;
    const box = viewport.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: viewport, coords: { clientX: x, clientY: y } },
      { target: viewport, coords: { clientX: x, clientY: y - 120 } },
      { keys: '[/MouseLeft]', target: viewport },
    ]);
    await waitFor(() => expect(viewport.scrollTop).toBeGreaterThan(before + 100));
    await userEvent.click(viewer.getByRole('button', { name: 'Fit' }));
    await waitFor(() => expect(image.getBoundingClientRect().width).toBeCloseTo(fitted, 0));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const KeyboardControls: Story = {
  play: async ({ userEvent }) => {
    const { viewer, image } = await findLoaded();
    const viewport = viewer.getByRole('region', { name: /^Payment screenshot/ });
    const fitted = image.getBoundingClientRect().width;
    viewport.focus();
    await userEvent.keyboard('+++');
    await waitFor(() => expect(image.getBoundingClientRect().width).toBeGreaterThan(fitted * 1.9));
    const top = viewport.scrollTop;
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await waitFor(() => expect(viewport.scrollTop).toBeGreaterThan(top));
    await userEvent.keyboard('-');
    await expect(image.getBoundingClientRect().width).toBeLessThan(fitted * 1.9);
    await userEvent.keyboard('0');
    await waitFor(() => expect(image.getBoundingClientRect().width).toBeCloseTo(fitted, 0));
    await expect(viewer.getByRole('button', { name: 'Zoom out' })).toBeEnabled();
    viewport.blur();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async () => {
    const viewer = await findViewer();
    await expect(viewer.getByText('Loading screenshot…')).toBeVisible();
    await expect(viewer.getByRole('region', { name: /^Payment screenshot/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(viewer.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
  },
};

export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,bm90IGFuIGltYWdl' },
  play: async () => {
    const viewer = await findViewer();
    await expect(await viewer.findByRole('alert')).toHaveTextContent(
      'The screenshot could not be loaded',
    );
    await expect(viewer.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
    await expect(viewer.getByRole('link', { name: /Open original/ })).toHaveAttribute(
      'href',
      'data:image/png;base64,bm90IGFuIGltYWdl',
    );
  },
};

function FromTrigger(args: ScreenshotViewerProps) {
  const [open, setOpen] = useState(false);
  return (
    <ScreenshotViewer
      {...args}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        args.onOpenChange(next);
      }}
      trigger={<Button variant="secondary">View screenshot</Button>}
    />
  );
}

export const OpensAndCloses: Story = {
  args: { open: false },
  render: (args) => <FromTrigger {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'View screenshot' }));
    await findLoaded();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'View screenshot' })).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async () => {
    const { image } = await findLoaded();
    await expect(image.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
