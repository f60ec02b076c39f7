import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { memberNav, operatorNav } from './app-shell.fixtures';
import { Sidebar, activeHref } from './sidebar';

const meta = {
  title: 'Kit/AppShell/Sidebar',
  component: Sidebar,
  tags: ['autodocs'],
  args: { areaLabel: 'Member area', navItems: memberNav, currentPath: '/member/e-wallet' },
  decorators: [
    (Story) => <div className="h-[760px] w-sidebar border-r border-border">{Story()}</div>,
  ],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Member area' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(12);
    await expect(within(nav).getByRole('link', { name: 'E-Wallet' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const NestedPath: Story = {
  args: { currentPath: '/member/reports/2026-03' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(activeHref(memberNav, '/elsewhere')).toBeUndefined();
  },
};

/** Tabbing onto a link rings it in the accent colour, inside its own box (the list scrolls). */
export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    const welcome = canvas.getByRole('link', { name: 'Welcome' });
    await expect(welcome).toHaveFocus();
    const ring = getComputedStyle(welcome);
    await expect(ring.outlineStyle).toBe('solid');
    await expect(ring.outlineWidth).toBe('2px');
    await expect(ring.outlineColor).toBe('rgb(34, 197, 94)');
  },
};

export const Operator: Story = {
  args: { areaLabel: 'Operator area', navItems: operatorNav, currentPath: '/operator' },
};

export const Empty: Story = {
  args: { areaLabel: undefined, navItems: [], currentPath: '/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    areaLabel: 'Administrator area for finance and compliance',
    navItems: [
      ...operatorNav,
      { label: 'Pending withdrawal requests awaiting second approval', href: '/admin/withdrawals' },
    ],
    currentPath: '/admin/withdrawals',
  },
};

export const Narrow: Story = { ...phoneViewport };
