import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { CATALOGUE_FAILURE, PackageGrid, type PackageGridProps } from './package-grid';
import { packageById, packages } from './orders.fixtures';

function Selectable(args: PackageGridProps) {
  const [selectedId, setSelectedId] = useState(args.selectedId);
  return (
    <PackageGrid
      {...args}
      selectedId={selectedId}
      onSelect={(pkg) => {
        setSelectedId(pkg.id);
        args.onSelect?.(pkg);
      }}
    />
  );
}

const meta = {
  title: 'Orders/PackageGrid',
  component: PackageGrid,
  tags: ['autodocs'],
  args: { packages, onSelect: fn(), onDeposit: fn(), onRetry: fn() },
  render: (args) => <Selectable {...args} />,
} satisfies Meta<typeof PackageGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllPackages: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('list', { name: 'Packages' });
    await expect(within(list).getAllByRole('article')).toHaveLength(7);

    const kick = canvas.getByRole('article', { name: 'Kick Starter' });
    await expect(kick).toHaveTextContent('50.00USDT');
    await expect(kick).toHaveTextContent('50 points');
    await expect(kick).toHaveTextContent('3% monthly scholarship');
    await expect(kick).toHaveTextContent('Online');
    await expect(kick).not.toHaveTextContent('Offline');
    await expect(kick.parentElement).toHaveTextContent('Scholarship for 1 month');

    const whales = canvas.getByRole('article', { name: 'Whales Master Trader Course' });
    await expect(whales).toHaveTextContent('5,000.00USDT');
    await expect(whales).toHaveTextContent('Online / Offline');
    await expect(whales.parentElement).toHaveTextContent('Scholarship while you hold the course');
    await expect(
      canvas.getByRole('article', { name: 'Whales Starter' }).parentElement,
    ).toHaveTextContent('Scholarship for 12 months');

    const addOn = canvas.getByRole('article', { name: 'Monthly subscription (add-on)' });
    await expect(addOn).not.toHaveTextContent('scholarship');
    await expect(addOn.parentElement).toHaveTextContent('Add-on');

    await expect(canvas.getByRole('link', { name: 'Buy now: Bull Starter' })).toHaveAttribute(
      'href',
      '/userdashboard/buynow?package=2',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Bull Starter' }));
    await expect(args.onSelect).toHaveBeenCalledWith(packageById(2));
    await expect(canvas.getByRole('button', { name: 'Bull Starter' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(within(whales).getByRole('button', { name: 'Deposit' }));
    await expect(args.onDeposit).toHaveBeenCalledWith(packageById(6));
  },
};

export const Selected: Story = {
  args: { selectedId: 4 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: 'Premium Master Trader Course' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Picker: Story = {
  args: { onSelect: undefined, onDeposit: undefined },
  render: (args) => <PackageGrid {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: /^Buy now/ })).toHaveLength(7);
  },
};

export const Loading: Story = {
  args: { packages: undefined, loading: true },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Packages' });
    await expect(list).toHaveAttribute('aria-busy', 'true');
    await expect(within(list).getAllByRole('article')).toHaveLength(6);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { packages: undefined, error: CATALOGUE_FAILURE },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load packages');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ErrorWithServerMessage: Story = {
  args: { packages: undefined, error: 'Too many requests, try again in a minute' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to load packagesToo many requests, try again in a minute',
    );
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  args: { selectedId: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(7);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    for (const link of canvas.getAllByRole('link', { name: /^Buy now/ })) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

export const NarrowLoading: Story = {
  ...phoneViewport,
  args: { packages: undefined, loading: true },
};
