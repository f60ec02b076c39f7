import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFound } from './not-found';
import { phoneViewport } from '@/ui/lib/story-viewports';

const meta = {
  title: 'Kit/NotFound',
  component: NotFound,
  tags: ['autodocs'],
  parameters: { pad: false },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  },
};

export const Narrow: Story = {
  ...phoneViewport,
};
