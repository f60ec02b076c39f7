import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './skeleton';
import { phoneViewport } from '@/ui/lib/story-viewports';

const meta = {
  title: 'Kit/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { className: 'h-6 w-48' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="skeleton"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const Block: Story = { args: { className: 'h-32 w-72 rounded-lg' } };

export const Narrow: Story = { args: { className: 'h-6 w-full' }, ...phoneViewport };
