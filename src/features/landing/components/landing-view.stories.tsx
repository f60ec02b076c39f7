import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LandingView } from './landing-view';
import { phoneViewport } from '@/ui/lib/story-viewports';

const coins = [
  { id: 'bitcoin', name: 'Bitcoin', current_price: 97123.45 },
  { id: 'ethereum', name: 'Ethereum', current_price: 3456.78 },
  { id: 'tether', name: 'Tether', current_price: 1 },
  { id: 'solana', name: 'Solana', current_price: 187.12 },
  { id: 'bnb', name: 'BNB', current_price: 612.4 },
  { id: 'shiba-inu', name: 'Shiba Inu', current_price: 0.00002134 },
];

const meta = {
  title: 'Pages/Landing',
  component: LandingView,
  tags: ['autodocs'],
  parameters: { pad: false },
  args: { coins, onSubmit: fn(async () => undefined), year: 2026 },
} satisfies Meta<typeof LandingView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'LEARN-TRADE-EARN' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Subscribtion For Premium' })).toBeVisible();
  },
};

export const WithoutPrices: Story = {
  args: { coins: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Market prices' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...phoneViewport,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
