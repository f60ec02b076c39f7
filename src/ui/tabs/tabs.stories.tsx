import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { phoneViewport } from '../lib/story-viewports';
import { Tabs, type TabsProps } from './tabs';

const statuses = [
  { value: 'pending', label: 'Pending', count: 12 },
  { value: 'approved', label: 'Approved' },
  { value: 'canceled', label: 'Canceled' },
];

function Controlled(args: TabsProps) {
  const [value, setValue] = useState(args.value);
  return (
    <Tabs
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Kit/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { label: 'Status', items: statuses, value: 'pending', onValueChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tabs that only filter the list below them (no panel). */
export const Filter: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const list = canvas.getByRole('tablist', { name: 'Status' });
    await expect(list).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Pending 12' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Approved' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('approved');
    await expect(canvas.getByRole('tab', { name: 'Approved' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.queryByRole('tabpanel')).not.toBeInTheDocument();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const KeyboardMoves: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Pending 12' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Approved' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Canceled' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Pending 12' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('canceled');
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Canceled' })).not.toHaveFocus();
  },
};

/** Tabs with their panel: the panel is named by the selected tab. */
export const WithPanel: Story = {
  args: {
    label: 'Member records',
    items: [
      { value: 'tree', label: 'Tree' },
      { value: 'orders', label: 'Orders' },
      { value: 'statement', label: 'Ledger statement' },
      { value: 'withdrawals', label: 'Withdrawals' },
    ],
    value: 'orders',
    children: <p className="text-sm text-muted">The member’s orders.</p>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tabpanel', { name: 'Orders' })).toHaveTextContent(
      'The member’s orders.',
    );
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  args: WithPanel.args,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
