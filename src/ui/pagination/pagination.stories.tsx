import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { phoneViewport } from '../lib/story-viewports';
import { Pagination } from './pagination';

const meta = {
  title: 'Kit/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { count: 50, hasMore: true, onLoadMore: fn(), noun: ['order', 'orders'] },
  decorators: [
    (Story) => <div className="max-w-2xl rounded-lg border border-border p-4">{Story()}</div>,
  ],
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const More: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(/Showing/)).toHaveTextContent('Showing 50 orders');
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = {
  args: { count: 100, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Load more' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const End: Story = {
  args: { count: 1234, hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/End of list/)).toHaveTextContent(
      'All 1,234 orders shown · End of list',
    );
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const OneItem: Story = {
  args: { count: 1, hasMore: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/End of list/)).toHaveTextContent('1 order · End of list');
  },
};

export const Empty: Story = {
  args: { count: 0, hasMore: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="pagination"]')).toBeNull();
  },
};

export const Failed: Story = {
  args: { error: 'Could not load more orders' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load more orders');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Narrow: Story = { ...phoneViewport, args: { error: 'Could not load more orders' } };
