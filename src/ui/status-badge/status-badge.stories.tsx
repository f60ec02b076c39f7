import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusBadge } from './status-badge';
import { phoneViewport } from '@/ui/lib/story-viewports';

const meta = {
  title: 'Kit/StatusBadge',
  component: StatusBadge,
  tags: ['autodocs'],
  args: { status: 'approved' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Approved: Story = {
  play: async ({ canvas }) => {
    const badge = canvas.getByText('approved').closest('[data-slot="status-badge"]');
    await expect(badge).toHaveAttribute('data-variant', 'accent');
  },
};

export const Pending: Story = {
  args: { status: 'pending' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('pending').closest('[data-slot="status-badge"]');
    await expect(badge).toHaveAttribute('data-variant', 'warning');
  },
};

export const Rejected: Story = {
  args: { status: 'rejected' },
  play: async ({ canvas }) => {
    const badge = canvas.getByText('rejected').closest('[data-slot="status-badge"]');
    await expect(badge).toHaveAttribute('data-variant', 'danger');
  },
};

const all = [
  'approved',
  'Credited',
  'Claimed',
  'verified',
  'pending',
  'canceled',
  'rejected',
  'unclaimed',
  'processing',
];

export const AllStatuses: Story = {
  render: () => (
    <ul className="flex flex-wrap gap-2">
      {all.map((status) => (
        <li key={status}>
          <StatusBadge status={status} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    for (const status of all) await expect(canvas.getByText(status)).toBeVisible();
    const tone = (text: string) =>
      canvas.getByText(text).closest('[data-slot="status-badge"]')?.getAttribute('data-variant');
    await expect(tone('Credited')).toBe('accent');
    await expect(tone('unclaimed')).toBe('danger');
    await expect(tone('processing')).toBe('muted');
  },
};

export const LongText: Story = {
  args: { status: 'Awaiting verification by the finance operator' },
  decorators: [(Story) => <div className="w-48">{Story()}</div>],
};

export const Narrow: Story = {
  render: AllStatuses.render,
  ...phoneViewport,
};
