import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Activity,
  Award,
  HandCoins,
  Network,
  Star,
  TrendingUp,
  Users,
  Wallet,
  WalletCards,
} from 'lucide-react';
import { expect } from 'storybook/test';
import { StatCard } from './stat-card';
import { phoneViewport } from '@/ui/lib/story-viewports';

const meta = {
  title: 'Kit/StatCard',
  component: StatCard,
  tags: ['autodocs'],
  args: { label: 'Available balance', value: 1234.5, unit: 'USDT', icon: <Wallet /> },
  decorators: [
    (Story, { parameters }) => (
      <div className={parameters['fullWidth'] ? undefined : 'max-w-xs'}>{Story()}</div>
    ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { ...phoneViewport, parameters: { fullWidth: true } };

export const Money: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: 'Available balance' });
    await expect(card).toHaveTextContent('1,234.50USDT');
  },
};

export const StatusActive: Story = {
  args: {
    label: 'User Status',
    value: 'Active',
    unit: undefined,
    tone: 'accent',
    icon: <Activity />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'User Status' })).toHaveAttribute(
      'data-variant',
      'accent',
    );
  },
};

export const StatusInactive: Story = {
  args: {
    label: 'User Status',
    value: 'Inactive',
    unit: undefined,
    tone: 'danger',
    icon: <Activity />,
    hint: 'Buy a package to activate your ID',
  },
};

export const Pair: Story = {
  args: {
    label: 'Weekly Team Points',
    value: undefined,
    unit: undefined,
    icon: <Network />,
    tone: 'info',
    pair: { left: 12500, right: 9870 },
    hint: 'Resets every Monday',
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: 'Weekly Team Points' });
    await expect(card).toHaveTextContent('Left12,500');
    await expect(card).toHaveTextContent('Right9,870');
  },
};

export const Loading: Story = {
  args: { loading: true, hint: 'Withdrawable now' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: 'Available balance' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(card).not.toHaveTextContent('1,234.50');
  },
};

export const Error: Story = {
  args: { error: 'Could not load your balance. Try again later.' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('group', { name: 'Available balance' });
    await expect(card).toHaveTextContent('Could not load your balance');
    await expect(card).not.toHaveTextContent('1,234.50');
  },
};

export const Empty: Story = {
  args: { value: undefined, label: 'Rank', icon: <Award />, tone: 'reward', unit: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Rank' })).toHaveTextContent('—');
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Total Team Affiliate Bonus earned from both legs since joining',
    value: 1234567.891,
    hint: 'Credited every Monday to your E-Wallet after the weekly matching',
    icon: <HandCoins />,
    tone: 'accent',
  },
  decorators: [(Story) => <div className="w-60">{Story()}</div>],
};

export const Narrow: Story = {
  ...phone,
  render: (args) => (
    <div className="grid gap-3">
      <StatCard {...args} />
      <StatCard
        label="Weekly Team Points"
        pair={{ left: 1250000, right: 987000 }}
        tone="info"
        icon={<Network />}
        hint="Resets every Monday"
      />
    </div>
  ),
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Grid: Story = {
  parameters: { fullWidth: true },
  render: () => (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <StatCard label="User Status" value="Active" tone="accent" icon={<Activity />} />
      <StatCard label="Available balance" value={1234.5} unit="USDT" icon={<Wallet />} />
      <StatCard
        label="Direct Affiliate Bonus"
        value={350}
        unit="USDT"
        tone="accent"
        icon={<HandCoins />}
      />
      <StatCard
        label="Team Affiliate Bonus"
        value={812.75}
        unit="USDT"
        tone="accent"
        icon={<TrendingUp />}
      />
      <StatCard
        label="Personal Points"
        value={1000}
        format="points"
        unit="points"
        tone="reward"
        icon={<Star />}
      />
      <StatCard label="Total Balance" value={2397.25} unit="USDT" icon={<WalletCards />} />
      <StatCard
        label="Weekly Team Points"
        pair={{ left: 12500, right: 9870 }}
        tone="info"
        icon={<Network />}
      />
      <StatCard label="Direct Points" pair={{ left: 1500, right: 500 }} icon={<Users />} />
      <StatCard
        label="Rank"
        value="Master"
        tone="reward"
        icon={<Award />}
        hint="Next: Bronze at 1,000 points"
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(9);
    await expect(canvas.getByRole('group', { name: 'Personal Points' })).toHaveTextContent(
      '1,000points',
    );
  },
};
