import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { OperatorHomeView, STATS_FAILURE } from './operator-home-view';
import { bigStats, newOperatorStats, stats } from './operator.fixtures';

const meta = {
  title: 'Operator/Home',
  component: OperatorHomeView,
  tags: ['autodocs'],
  args: { stats, onRetry: fn() },
} satisfies Meta<typeof OperatorHomeView>;

export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'], label: string) =>
  canvas.getByRole('group', { name: label });

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getAllByRole('group')).toHaveLength(6);
    await expect(card(canvas, 'Monthly business')).toHaveTextContent('3,525.00USDT');
    await expect(card(canvas, 'All business')).toHaveTextContent('48,210.50USDT');
    await expect(card(canvas, 'Total users')).toHaveTextContent('1,284');
    await expect(card(canvas, 'Total users')).not.toHaveTextContent('USDT');
    await expect(card(canvas, 'Total active users')).toHaveTextContent('937');
    await expect(card(canvas, 'Available balance')).toHaveTextContent('1,250.00USDT');
    await expect(card(canvas, 'Total balance')).toHaveTextContent('50,000.00USDT');
  },
};

export const Loading: Story = {
  args: { stats: undefined, loading: true },
  play: async ({ canvas }) => {
    const groups = canvas.getAllByRole('group');
    await expect(groups).toHaveLength(6);
    for (const group of groups) await expect(group).toHaveAttribute('aria-busy', 'true');
  },
};

export const Error: Story = {
  args: { stats: undefined, error: STATS_FAILURE },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(STATS_FAILURE);
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ErrorServerMessage: Story = {
  args: { stats: undefined, error: 'The server is busy, please try again in a minute' },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(STATS_FAILURE);
    await expect(alert).toHaveTextContent('The server is busy, please try again in a minute');
  },
};

export const NewOperator: Story = {
  args: { stats: newOperatorStats },
  play: async ({ canvas }) => {
    await expect(card(canvas, 'Available balance')).toHaveTextContent('0.00USDT');
    await expect(card(canvas, 'Total users')).toHaveTextContent('12');
  },
};

export const LongNumbers: Story = {
  args: { stats: bigStats },
  play: async ({ canvas }) => {
    await expect(card(canvas, 'All business')).toHaveTextContent('987,654,321.50USDT');
    await expect(card(canvas, 'Total users')).toHaveTextContent('12,345,678');
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    await expect(card(canvas, 'Monthly business')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowLoading: Story = { ...phoneViewport, args: { stats: undefined, loading: true } };

export const NarrowLongNumbers: Story = {
  ...phoneViewport,
  args: { stats: bigStats },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowError: Story = {
  ...phoneViewport,
  args: { stats: undefined, error: 'The server is busy, please try again in a minute' },
};
