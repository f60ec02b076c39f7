import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import {
  activeDashboard,
  depositWaitingDashboard,
  everythingPending,
  hugeDashboard,
  newMemberDashboard,
  stubClipboard,
} from './dashboard.fixtures';
import { DASHBOARD_FAILURE, DashboardView, LOADING_GREETING } from './dashboard-view';

const meta = {
  title: 'Member/Dashboard',
  component: DashboardView,
  tags: ['autodocs'],
  args: {
    name: 'Ravi Kumar',
    dashboard: activeDashboard,
    onRetry: fn(),
    onCopyLink: fn(),
  },
  beforeEach: () => stubClipboard(),
} satisfies Meta<typeof DashboardView>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardLabels = [
  'User Status',
  'Available balance',
  'Direct Affiliate Bonus',
  'Team Affiliate Bonus',
  'Personal Points',
  'Total Balance',
  'Weekly Team Points',
  'Direct Points',
  'Rank',
];

export const ActiveMember: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(canvas.getByText(/Welcome back,/)).toHaveTextContent('Welcome back, Ravi Kumar.');
    const summary = canvas.getByRole('region', { name: 'Summary' });
    const cards = within(summary).getAllByRole('group');
    await expect(
      cards.map((card) => card.querySelector('[data-slot="stat-card-label"]')?.textContent),
    ).toEqual(cardLabels);
    const card = (name: string) => within(summary).getByRole('group', { name });
    await expect(card('User Status')).toHaveTextContent('Active');
    await expect(card('User Status')).toHaveAttribute('data-variant', 'accent');
    await expect(card('User Status')).toHaveTextContent('Current package: Bull Starter');
    await expect(card('Available balance')).toHaveTextContent('1,234.50USDT');
    await expect(card('Direct Affiliate Bonus')).toHaveTextContent('60.00USDT');
    await expect(card('Team Affiliate Bonus')).toHaveTextContent('100.00USDT');
    await expect(card('Personal Points')).toHaveTextContent('1,500points');
    await expect(card('Total Balance')).toHaveTextContent('2,379.03USDT');
    await expect(card('Total Balance')).toHaveTextContent('The sum of the weekly payout amounts');
    await expect(card('Weekly Team Points')).toHaveTextContent('Left12,500Right9,870');
    await expect(card('Weekly Team Points')).toHaveTextContent('Carried in: 2,630 | 0');
    await expect(card('Direct Points')).toHaveTextContent('Left1,500Right600');
    await expect(card('Rank')).toHaveTextContent('Bronze');

    await expect(canvas.getByRole('textbox', { name: 'Left Link' })).toHaveValue(
      activeDashboard.userDetails.leftRefferalLink,
    );
    await expect(canvas.getByRole('textbox', { name: 'Right Link' })).toHaveValue(
      activeDashboard.userDetails.rightRefferalLink,
    );
    await expect(canvas.getByRole('img', { name: 'QR code of the Left Link' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'QR code of the Right Link' })).toBeVisible();

    await expect(
      canvas.getByRole('complementary', { name: 'Minimum Withdraw 10 USDT' }),
    ).toHaveTextContent('You can withdraw now');

    const chart = canvas.getByRole('figure', { name: /Payout per week/ });
    const rows = within(chart).getAllByRole('row');
    // Header + the 12 newest of 14 weeks, oldest first.
    await expect(rows).toHaveLength(13);
    await expect(rows[1]).toHaveTextContent('Week of 13/10/2025');
    await expect(rows[12]).toHaveTextContent('Week of 29/12/2025361.00 USDT');
    // Nothing waits on anyone: no "What happens next" card.
    await expect(
      canvas.queryByRole('heading', { name: 'What happens next' }),
    ).not.toBeInTheDocument();
  },
};

export const CopyLeftLink: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const copy = canvas.getByRole('button', { name: 'Copy Left Link' });
    await userEvent.click(copy);
    await expect(canvas.getByRole('button', { name: 'Copied! Left Link' })).toBeVisible();
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(
      activeDashboard.userDetails.leftRefferalLink,
    );
    await expect(args.onCopyLink).toHaveBeenCalledWith(
      activeDashboard.userDetails.leftRefferalLink,
    );
    await expect(canvas.getByRole('button', { name: 'Copy Right Link' })).toBeVisible();
    // Spec §9: the confirmation lasts 4000 ms, then the button says Copy again.
    await new Promise((elapsed) => setTimeout(elapsed, 3500));
    await expect(canvas.getByRole('button', { name: 'Copied! Left Link' })).toBeVisible();
    await waitFor(
      () => expect(canvas.getByRole('button', { name: 'Copy Left Link' })).toBeVisible(),
      { timeout: 1500 },
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NewInactiveMember: Story = {
  args: { name: 'Meera Iyer', dashboard: newMemberDashboard },
  play: async ({ canvas }) => {
    const card = (name: string) => canvas.getByRole('group', { name });
    await expect(card('User Status')).toHaveTextContent('Inactive');
    await expect(card('User Status')).toHaveAttribute('data-variant', 'danger');
    await expect(card('User Status')).toHaveTextContent('Current package: None');
    await expect(card('Available balance')).toHaveTextContent('0.00USDT');
    await expect(card('Weekly Team Points')).toHaveTextContent('Left0Right0');
    await expect(card('Rank')).toHaveTextContent('No rank yet');
    await expect(canvas.getByRole('link', { name: 'All packages' })).toHaveAttribute(
      'href',
      '/userdashboard/packages',
    );
    await expect(
      canvas.getByRole('complementary', { name: 'Minimum Withdraw 10 USDT' }),
    ).toHaveTextContent('10.00 USDT to go');
    await expect(canvas.getByText('No payouts yet')).toBeVisible();
  },
};

/** The first deposit waits: the member is not told to buy a package again. */
export const DepositWaiting: Story = {
  args: { name: 'Meera Iyer', dashboard: depositWaitingDashboard },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Welcome back,/)).toHaveTextContent(
      'Welcome back, Meera Iyer. Your deposit is waiting for approval; your ID activates once it is approved.',
    );
    await expect(canvas.queryByText(/Buy a package/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(canvas.getByText('Deposit ORD-000209')).toBeVisible();
  },
};

/** A pending deposit, a rejected one, a pending withdrawal and rejected wallet details. */
export const EverythingPending: Story = {
  args: { dashboard: { ...activeDashboard, status: everythingPending } },
  play: async ({ canvas }) => {
    const next = canvas.getByRole('heading', { name: 'What happens next' });
    await expect(next).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Deposit again' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Resubmit' })).toBeVisible();
    await expect(canvas.getByText('Withdrawal WD-000031')).toBeVisible();
  },
};

export const NarrowEverythingPending: Story = {
  ...phoneViewport,
  args: EverythingPending.args,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const HugeNumbers: Story = {
  args: { name: hugeDashboard.userDetails.name, dashboard: hugeDashboard },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Available balance' })).toHaveTextContent(
      '987,654,321.99USDT',
    );
    await expect(canvas.getByRole('group', { name: 'Total Balance' })).toHaveTextContent(
      '1,234,567,890.12USDT',
    );
    await expect(canvas.getByRole('group', { name: 'Weekly Team Points' })).toHaveTextContent(
      'Left987,654,321Right876,543,210',
    );
  },
};

export const Loading: Story = {
  args: { dashboard: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        (_, el) => el?.tagName === 'P' && el.textContent?.endsWith(LOADING_GREETING),
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/how your business is doing/)).not.toBeInTheDocument();
    const groups = canvas.getAllByRole('group');
    await expect(groups).toHaveLength(9);
    for (const group of groups) await expect(group).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('textbox', { name: 'Left Link' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('figure', { name: /Payout per week/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Error: Story = {
  args: { dashboard: undefined, error: 'You can only view your own dashboard' },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(DASHBOARD_FAILURE);
    await expect(alert).toHaveTextContent('You can only view your own dashboard');
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/how your business is doing/)).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ErrorWithoutMessage: Story = {
  args: { dashboard: undefined, error: DASHBOARD_FAILURE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(`${DASHBOARD_FAILURE}Retry`);
  },
};

export const Narrow: Story = {
  ...phoneViewport,
  play: async ({ canvas, userEvent }) => {
    await expect(
      canvas.queryByRole('img', { name: 'QR code of the Left Link' }),
    ).not.toBeInTheDocument();
    const toggles = canvas.getAllByRole('button', { name: 'Show QR code' });
    await expect(toggles).toHaveLength(2);
    await userEvent.click(toggles[0] as HTMLElement);
    await expect(canvas.getByRole('button', { name: 'Hide QR code' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('img', { name: 'QR code of the Left Link' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowNewMember: Story = {
  ...phoneViewport,
  args: { name: 'Meera Iyer', dashboard: newMemberDashboard },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowHugeNumbers: Story = {
  ...phoneViewport,
  args: HugeNumbers.args,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const NarrowLoading: Story = {
  ...phoneViewport,
  args: Loading.args,
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('group')).toHaveLength(9));
  },
};
