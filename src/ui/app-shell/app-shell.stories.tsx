import type { Meta, StoryObj } from '@storybook/react-vite';
import { createContext, use, useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Card, CardContent, CardHeader, CardTitle } from '../card/card';
import { LinkProvider, type LinkComponentProps } from '../lib/link';
import { StatusBadge } from '../status-badge/status-badge';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { memberNav, operatorNav } from './app-shell.fixtures';
import { AppShell, type AppShellProps } from './app-shell';

const NavigateContext = createContext<(href: string) => void>(() => undefined);

function StoryLink({ href, onClick, ...props }: LinkComponentProps) {
  const navigate = use(NavigateContext);
  return (
    <a
      href={href}
      {...props}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
        navigate(href);
      }}
    />
  );
}

function RoutedShell(args: AppShellProps) {
  const [path, setPath] = useState(args.currentPath);
  return (
    <NavigateContext value={setPath}>
      <LinkProvider component={StoryLink}>
        <AppShell {...args} currentPath={path} />
      </LinkProvider>
    </NavigateContext>
  );
}

const stats = [
  { label: 'E-Wallet balance', value: '1,250.50', unit: 'USDT' },
  { label: 'Left team points', value: '12,500', unit: 'PV' },
  { label: 'Right team points', value: '9,800', unit: 'PV' },
];

function MemberHome() {
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Home</h1>
        <p className="mt-1 text-sm text-muted">Your package, wallet and team at a glance.</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {stats.map((stat) => (
          <li key={stat.label}>
            <Card>
              <CardContent>
                <p className="text-sm text-muted">{stat.label}</p>
                <p className="mt-1 text-2xl font-semibold">
                  <span className="tabular">{stat.value}</span>{' '}
                  <span className="text-sm font-medium text-muted">{stat.unit}</span>
                </p>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <Card>
        <CardHeader>
          <CardTitle>Active package</CardTitle>
          <StatusBadge status="approved" />
        </CardHeader>
        <CardContent className="text-muted">
          Gold · 1,250.50 USDT · activated on 02/02/2026. Your next weekly payout is on Friday.
        </CardContent>
      </Card>
    </div>
  );
}

const meta = {
  title: 'Kit/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  parameters: { pad: false },
  args: {
    areaLabel: 'Member area',
    navItems: memberNav,
    currentPath: '/member',
    greeting: 'Welcome, Ravi Kumar',
    userId: 'LT4821937',
    onLogout: fn(),
    year: 2026,
    children: <MemberHome />,
  },
  render: (args) => <RoutedShell {...args} />,
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const memberLabels = [
  'Home',
  'Welcome',
  'All packages',
  'Wallet details',
  'Registration',
  'E-Wallet',
  'Reports',
  'Geneology tree',
  'Direct affiliate',
  'Weekly payout',
  'Scholarship',
  'Rewards',
];

export const Member: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Member area' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(memberLabels);
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('LT4821937')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(
      '© 2026 LEARN-TRADE-EARN. All rights reserved.',
    );
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
    const logout = canvas.getByRole('button', { name: 'Logout' });
    logout.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await expect(logout).toHaveFocus();
  },
};

export const Navigation: Story = {
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Member area' });
    const payout = within(nav).getByRole('link', { name: 'Weekly payout' });
    await userEvent.click(payout);
    await userEvent.unhover(payout);
    await expect(within(nav).getByRole('link', { name: 'Weekly payout' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute(
      'aria-current',
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SkipLink: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await expect(canvas.getByRole('main')).toHaveAttribute('id', 'main-content');
  },
};

export const Operator: Story = {
  args: {
    areaLabel: 'Operator area',
    navItems: operatorNav,
    currentPath: '/operator/subscriptions',
    greeting: 'Welcome, Operator Meena',
    userId: 'OP1002',
    children: (
      <div className="mx-auto grid max-w-5xl gap-6">
        <h1 className="text-2xl font-semibold tracking-tight">Customer subscription details</h1>
        <Card>
          <CardContent className="text-muted">
            Search a member by User ID to see their packages, payments and renewals.
          </CardContent>
        </Card>
      </div>
    ),
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Operator area' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard', 'Billing packages', 'Customer subscription details', 'Wallet history']);
    await expect(
      within(nav).getByRole('link', { name: 'Customer subscription details' }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

export const LongName: Story = {
  args: {
    greeting: 'Welcome, Venkata Satya Naga Sai Srinivasa Chakravarthy Ramachandran Iyer',
    userId: 'LT4821937000',
  },
};

export const MobileDrawer: Story = {
  ...phoneViewport,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Member area' })).toBeNull();
    const menuButton = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Member area' });
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(memberLabels);
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(menuButton).toHaveFocus();
    menuButton.blur();
  },
};

export const MobileDrawerNavigates: Story = {
  ...phoneViewport,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const rewards = within(drawer).getByRole('link', { name: 'Rewards' });
    await userEvent.click(rewards);
    await userEvent.unhover(rewards);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const reopened = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(reopened).getByRole('link', { name: 'Rewards' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const close = within(reopened).getByRole('button', { name: 'Close menu' });
    await userEvent.click(close);
    await userEvent.unhover(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const MobileDrawerOpen: Story = {
  ...phoneViewport,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('button', { name: 'Close menu' })).toBeVisible();
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A page far taller than the screen: the sidebar's column runs to the footer, its links stay put. */
export const LongPage: Story = {
  args: {
    children: (
      <div className="mx-auto grid max-w-5xl gap-4">
        <h1 className="text-2xl font-semibold tracking-tight">Reports</h1>
        {Array.from({ length: 14 }, (_, week) => (
          <Card key={week}>
            <CardContent className="text-muted">
              Week {week + 1}: 12,500 points left, 9,800 points right, 250.00 USDT paid out.
            </CardContent>
          </Card>
        ))}
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    const shell = canvasElement.querySelector<HTMLElement>('[data-slot="app-shell"]');
    const column = canvasElement.querySelector<HTMLElement>('[data-slot="app-shell-sidebar"]');
    const sidebar = column?.querySelector<HTMLElement>('[data-slot="sidebar"]');
    const pageHeight = shell?.getBoundingClientRect().height ?? 0;
    await expect(pageHeight).toBeGreaterThan(window.innerHeight);
    await expect(column?.getBoundingClientRect().height).toBe(pageHeight);
    window.scrollTo(0, document.documentElement.scrollHeight);
    await waitFor(() => expect(sidebar?.getBoundingClientRect().top).toBe(0));
    await expect(sidebar?.getBoundingClientRect().height).toBe(window.innerHeight);
    window.scrollTo(0, 0);
  },
};
