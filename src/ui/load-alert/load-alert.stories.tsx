import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Card } from '../card/card';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { LoadAlert, RetryButton } from './load-alert';

const meta = {
  title: 'Kit/LoadAlert',
  component: LoadAlert,
  tags: ['autodocs'],
  args: {
    message: 'Could not load the dashboard',
    onRetry: fn(),
  },
} satisfies Meta<typeof LoadAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the dashboard');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ args, canvas, userEvent }) => {
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await expect(retry).toHaveAttribute('aria-disabled', 'true');
    // Still in the tab order while busy, and a second press does not retry twice.
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).not.toHaveBeenCalled();
    retry.blur();
  },
};

export const WithoutRetry: Story = {
  args: { message: 'Failed to load ranks', onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load ranks');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithDetail: Story = {
  args: {
    message: 'Failed to load your dashboard',
    detail: '503 Service Unavailable',
  },
};

export const OwnRetryWords: Story = {
  args: {
    message: 'Failed to fetch KYC status. Please try again later.',
    retryLabel: 'Try again',
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Inset: Story = {
  args: { variant: 'inset', message: 'Could not load the tree' },
  render: (args) => (
    <Card className="max-w-xl">
      <p className="px-4 pt-4 font-semibold">Tree</p>
      <div className="mt-4 border-t border-border">
        <LoadAlert {...args} />
      </div>
    </Card>
  ),
};

export const Panel: Story = {
  args: {
    variant: 'panel',
    message: 'Failed to load your dashboard',
    detail: 'The server did not answer in time.',
  },
  render: (args) => (
    <Card>
      <LoadAlert {...args} />
    </Card>
  ),
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server did not answer in time.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Quiet: Story = {
  args: { variant: 'quiet', message: 'Could not load wallet history' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Could not load wallet history');
  },
};

const longMessage =
  'The server is busy, please try again in a minute: 503 Service Unavailable at https://learn-trade-earn.example/api/admin/dashboard/waiting-for-review';

export const LongMessage: Story = {
  args: { message: longMessage },
};

export const Narrow: Story = {
  ...phoneViewport,
  args: { message: longMessage },
};

export const NarrowPanel: Story = {
  ...phoneViewport,
  args: { ...Panel.args, detail: longMessage },
  render: Panel.render,
};

/** The button alone, for a DataTable's footer under the table's own error row. */
export const RetryButtonAlone: Story = {
  render: (args) => <RetryButton onRetry={args.onRetry ?? (() => undefined)} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
