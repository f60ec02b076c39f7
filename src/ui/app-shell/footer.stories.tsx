import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { Footer } from './footer';

const meta = {
  title: 'Kit/AppShell/Footer',
  component: Footer,
  tags: ['autodocs'],
  parameters: { pad: false },
  args: { year: 2026 },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(
      '© 2026 LEARN-TRADE-EARN. All rights reserved.',
    );
  },
};

export const Custom: Story = {
  args: {
    children: (
      <p>
        © 2026 LEARN-TRADE-EARN. Crypto trading carries risk; education only, nothing here is
        financial advice.
      </p>
    ),
  },
};

export const Narrow: Story = { ...phoneViewport };
