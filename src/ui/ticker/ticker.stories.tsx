import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Ticker, type TickerCoin } from './ticker';
import { phoneViewport } from '@/ui/lib/story-viewports';

const coins: TickerCoin[] = [
  { id: 'bitcoin', name: 'Bitcoin', price: 97123.45 },
  { id: 'ethereum', name: 'Ethereum', price: 3456.78 },
  { id: 'tether', name: 'Tether', price: 1 },
  { id: 'binancecoin', name: 'BNB', price: 612.4 },
  { id: 'solana', name: 'Solana', price: 187.12 },
  { id: 'usd-coin', name: 'USDC', price: 0.9998 },
  { id: 'ripple', name: 'XRP', price: 2.3187 },
  { id: 'dogecoin', name: 'Dogecoin', price: 0.3821 },
  { id: 'cardano', name: 'Cardano', price: 0.9876 },
  { id: 'tron', name: 'TRON', price: 0.2543 },
  { id: 'avalanche-2', name: 'Avalanche', price: 41.27 },
  { id: 'chainlink', name: 'Chainlink', price: 24.61 },
  { id: 'polkadot', name: 'Polkadot', price: 7.92 },
  { id: 'litecoin', name: 'Litecoin', price: 104.35 },
  { id: 'shiba-inu', name: 'Shiba Inu', price: 0.00002134 },
  { id: 'pepe', name: 'Pepe', price: 0.00001234 },
  { id: 'bonk', name: 'Bonk', price: 0.00003417 },
  { id: 'floki', name: 'FLOKI', price: 0.0001862 },
  { id: 'stellar', name: 'Stellar', price: 0.4312 },
  { id: 'wrapped-bitcoin', name: 'Wrapped Bitcoin', price: 96987.1 },
];

const meta = {
  title: 'Kit/Ticker',
  component: Ticker,
  tags: ['autodocs'],
  parameters: { pad: false },
  args: { coins },
} satisfies Meta<typeof Ticker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCoins: Story = {
  play: async ({ canvas, canvasElement }) => {
    const ticker = canvas.getByRole('region', { name: 'Market prices' });
    const lists = ticker.querySelectorAll('[data-slot="ticker-list"]');
    await expect(lists).toHaveLength(2);
    await expect(lists[1]).toHaveAttribute('aria-hidden', 'true');
    const list = within(canvas.getByRole('list'));
    await expect(list.getAllByRole('listitem')).toHaveLength(20);
    await expect(list.getByText('Bitcoin').nextSibling).toHaveTextContent('$97,123.45');
    await expect(list.getByText('Pepe').nextSibling).toHaveTextContent('$0.0000123');
    await expect(ticker.style.getPropertyValue('--ticker-duration')).toBe('50s');
    const track = canvasElement.querySelector('[data-slot="ticker-track"]');
    await expect(track).toHaveClass('animate-ticker');
  },
};

export const PausesOnFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const ticker = canvas.getByRole('region', { name: 'Market prices' });
    const track = ticker.firstElementChild as HTMLElement;
    await expect(track).toHaveAttribute('data-slot', 'ticker-track');
    await expect(track).toHaveClass('group-hover:[animation-play-state:paused]');
    await expect(getComputedStyle(track).animationPlayState).toBe('running');
    await userEvent.tab();
    await expect(ticker).toHaveFocus();
    await expect(getComputedStyle(track).animationPlayState).toBe('paused');
    await expect(getComputedStyle(ticker).outlineStyle).toBe('solid');
  },
};

/** No prices yet (or the market read failed): the bar collapses, leaving no band and no region. */
export const Empty: Story = {
  args: { coins: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('region', { name: 'Market prices' })).not.toBeInTheDocument();
    const ticker = canvasElement.querySelector<HTMLElement>('[data-slot="ticker"]');
    await expect(ticker).not.toBeVisible();
    await expect(ticker?.getBoundingClientRect().height).toBe(0);
  },
};

export const LongNames: Story = {
  args: {
    coins: [
      { id: 'steth', name: 'Lido Staked Ether', price: 3451.02 },
      {
        id: 'wrapped-steth',
        name: 'Wrapped Liquid Staked Ether 2.0 (Lido Finance) Governance Token',
        price: 4102.67,
      },
      { id: 'baby-doge', name: 'Baby Doge Coin', price: 0.00000185 },
      { id: 'usd-plus', name: 'Overnight Finance USD+ Stablecoin', price: 1.0003 },
      { id: 'bitcoin', name: 'Bitcoin', price: 97123.45 },
    ],
  },
  play: async ({ canvas }) => {
    const name = within(canvas.getByRole('list')).getByText(/^Wrapped Liquid Staked/);
    await expect(name).toHaveAttribute('title', name.textContent);
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    const ticker = canvas.getByRole('region', { name: 'Market prices' });
    await expect(ticker.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(ticker.scrollWidth).toBeGreaterThan(ticker.clientWidth);
  },
};
