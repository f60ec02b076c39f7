import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { cn } from '../lib/cn';
import { PackageCard, type PackageCardProps } from './package-card';
import { phoneViewport } from '@/ui/lib/story-viewports';

const meta = {
  title: 'Kit/PackageCard',
  component: PackageCard,
  tags: ['autodocs'],
  args: {
    name: 'Kick Starter',
    price: 50,
    points: 50,
    scholarshipPercent: 3,
    availability: 'online',
  },
  decorators: [
    (Story, { parameters }) => (
      <div className={cn('p-1', !parameters['fullWidth'] && 'max-w-xs')}>{Story()}</div>
    ),
  ],
} satisfies Meta<typeof PackageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article', { name: 'Kick Starter' });
    await expect(card).toHaveTextContent('50.00USDT');
    await expect(card).toHaveTextContent('50 points');
    await expect(card).toHaveTextContent('3% monthly scholarship');
    await expect(card).toHaveTextContent('Online');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

function Selectable(args: PackageCardProps) {
  const [selected, setSelected] = useState(args.selected ?? false);
  return (
    <PackageCard
      {...args}
      selected={selected}
      onSelect={() => {
        setSelected((value) => !value);
        args.onSelect?.();
      }}
    />
  );
}

export const Selected: Story = {
  args: { onSelect: fn() },
  render: (args) => <Selectable {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const choice = canvas.getByRole('button', { name: 'Kick Starter' });
    await expect(choice).toHaveAttribute('aria-pressed', 'false');
    await expect(choice).toHaveAccessibleDescription(/50\.00\s*USDT/);
    await userEvent.click(choice);
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(choice).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('article')).toHaveAttribute('data-state', 'selected');
  },
};

export const KeyboardSelect: Story = {
  args: { onSelect: fn(), name: 'Bull Starter', price: 100, points: 100, scholarshipPercent: 5 },
  render: (args) => <Selectable {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const choice = canvas.getByRole('button', { name: 'Bull Starter' });
    await expect(choice).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(choice).toHaveAttribute('aria-pressed', 'true');
  },
};

export const WithAction: Story = {
  args: { onAction: fn(), onSelect: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, onAction: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true, onSelect: fn(), onAction: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const deposit = canvas.getByRole('button', { name: 'Deposit' });
    await expect(deposit).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Kick Starter' })).toBeDisabled();
    await userEvent.click(deposit);
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const LongName: Story = {
  args: {
    name: 'Whales Master Trader Course',
    price: 5000,
    points: 5000,
    scholarshipPercent: 15,
    availability: 'online-offline',
    onSelect: fn(),
    onAction: fn(),
  },
  decorators: [(Story) => <div className="w-64">{Story()}</div>],
};

export const Narrow: Story = {
  args: { onSelect: fn(), onAction: fn(), selected: true },
  ...phoneViewport,
  parameters: { fullWidth: true },
};

const catalogue: Omit<PackageCardProps, 'onSelect' | 'onAction'>[] = [
  { name: 'Kick Starter', price: 50, points: 50, scholarshipPercent: 3, availability: 'online' },
  { name: 'Bull Starter', price: 100, points: 100, scholarshipPercent: 5, availability: 'online' },
  {
    name: 'Whales Starter',
    price: 500,
    points: 500,
    scholarshipPercent: 8,
    availability: 'online-offline',
  },
  {
    name: 'Premium Master Trader Course',
    price: 1000,
    points: 1000,
    scholarshipPercent: 10,
    availability: 'online-offline',
  },
  {
    name: 'Bull Master Trader Course',
    price: 2000,
    points: 2000,
    scholarshipPercent: 12,
    availability: 'online-offline',
  },
  {
    name: 'Whales Master Trader Course',
    price: 5000,
    points: 5000,
    scholarshipPercent: 15,
    availability: 'online-offline',
  },
  { name: 'Monthly subscription (add-on)', price: 25, availability: 'online' },
];

export const Grid: Story = {
  args: { onSelect: fn(), onAction: fn() },
  parameters: { fullWidth: true },
  render: function Render(args) {
    const [chosen, setChosen] = useState('Premium Master Trader Course');
    return (
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {catalogue.map((item) => (
          <PackageCard
            key={item.name}
            {...item}
            selected={chosen === item.name}
            onSelect={() => {
              setChosen(item.name);
              args.onSelect?.();
            }}
            onAction={args.onAction}
          />
        ))}
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(7);
    await expect(
      canvas.getByRole('button', { name: 'Premium Master Trader Course' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Bull Starter' }));
    await expect(canvas.getByRole('button', { name: 'Bull Starter' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      canvas.getByRole('button', { name: 'Premium Master Trader Course' }),
    ).toHaveAttribute('aria-pressed', 'false');
  },
};
