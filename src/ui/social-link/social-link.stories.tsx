import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SocialLink } from './social-link';
import { phoneViewport } from '@/ui/lib/story-viewports';

const meta = {
  title: 'Kit/SocialLink',
  component: SocialLink,
  tags: ['autodocs'],
  args: { network: 'facebook', href: 'https://facebook.com/learntradeearn' },
} satisfies Meta<typeof SocialLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Facebook: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Facebook' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Instagram: Story = {
  args: { network: 'instagram', href: 'https://instagram.com/learntradeearn' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Instagram' })).toBeVisible();
  },
};

export const Row: Story = {
  render: () => (
    <div className="flex gap-3">
      <SocialLink network="facebook" href="https://facebook.com/learntradeearn" />
      <SocialLink network="instagram" href="https://instagram.com/learntradeearn" />
    </div>
  ),
};

export const Narrow: Story = { ...phoneViewport };
