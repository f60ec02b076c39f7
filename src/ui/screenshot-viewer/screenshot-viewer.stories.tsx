import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { receiptImage as receipt } from '../lib/story-receipt';
import { phoneViewport } from '../lib/story-viewports';
import { ScreenshotViewer, type ScreenshotViewerProps } from './screenshot-viewer';

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
