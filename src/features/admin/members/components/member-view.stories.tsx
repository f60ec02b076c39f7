import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MemberDetail } from '@contract/admin';
import { expect, fn, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '@/ui/lib/story-viewports';
import type { ActionOutcome } from '@/features/admin/shared/use-failure-popup';
import {
  decidedOrders,
  decidedWithdrawals,
  listOf,
  longName,
  memberDetail,
  memberTree,
  pendingOrders,
  pendingWithdrawals,
  statementLines,
  trcAddress,
} from '@/features/admin/testing/fixtures';
import { MemberView } from './member-view';
import type { ResetKeyResult } from './reset-key-dialog';

const NEW_KEY = 'K7QX-M2PA-9TRD-4HCV';

const read = <Data,>(
  data: Data | undefined,
  state: { error?: string; notFound?: boolean } = {},
) => ({
  data,
  onRetry: fn(),
  ...state,
});

const withDetail = (overrides: Partial<MemberDetail>): MemberDetail => ({
  ...memberDetail,
  ...overrides,
});

const meta = {
  title: 'Admin/Member',
  component: MemberView,
  tags: ['autodocs'],
  args: {
    sponsorId: 'LT4821937',
    detail: read(memberDetail),
    tree: read(memberTree),
    tab: 'orders',
    onTabChange: fn(),
    orders: listOf([...pendingOrders.slice(0, 1), ...decidedOrders.slice(0, 2)]),
    statement: listOf(statementLines),
    withdrawals: listOf([...pendingWithdrawals.slice(0, 1), ...decidedWithdrawals]),
    onResetKey: fn(async (): Promise<ResetKeyResult> => ({ outcome: 'done', uniqueKey: NEW_KEY })),
    onBlock: fn(async (): Promise<ActionOutcome> => 'done'),
    onResetTwoFactor: fn(async (): Promise<ActionOutcome> => 'done'),
    onSelectMember: fn(),
  },
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
} satisfies Meta<typeof MemberView>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findDialog(name: string | RegExp) {
  const dialog = await screen.findByRole('alertdialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** The line that says how the last action ended. */
const notice = (root: HTMLElement) => root.querySelector('[data-slot="member-notice"]');

const closed = () =>
  waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Ravi Kumar' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Members' })).toHaveAttribute(
      'href',
      '/admin/members',
    );
    await expect(canvas.getByRole('group', { name: 'Wallet balance' })).toHaveTextContent('182.75');
    await expect(canvas.getAllByRole('link', { name: 'Company Root' })[0]).toHaveAttribute(
      'href',
      '/admin/members/LT1000001',
    );
    await expect(canvas.getByText('Left', { selector: 'dd' })).toBeVisible();
    await expect(canvas.getByText(trcAddress)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Review in the KYC queue' })).toHaveAttribute(
      'href',
      '/admin/kyc',
    );
    await expect(
      canvas.getByRole('region', { name: 'Genealogy tree of Ravi Kumar' }),
    ).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Orders' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Orders' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Block login' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: {
    detail: read(undefined),
    tree: read(undefined),
    orders: listOf(undefined),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Member LT4821937' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reset unique key' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Block login' })).toBeDisabled();
  },
};

export const NotFound: Story = {
  args: {
    sponsorId: 'LT0000000',
    detail: read(undefined, { error: 'Member LT0000000 not found', notFound: true }),
    tree: read(undefined, { error: 'Member LT0000000 not found', notFound: true }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Member not found' })).toBeVisible();
    await expect(canvas.getByText('LT0000000')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search members' })).toHaveAttribute(
      'href',
      '/admin/members',
    );
    await expect(
      canvas.queryByRole('button', { name: 'Reset unique key' }),
    ).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: {
    detail: read(undefined, { error: 'Could not load this member' }),
    tree: read(undefined, { error: 'Could not load the tree' }),
    orders: listOf(undefined, { error: 'Could not load the orders' }),
  },
  play: async ({ canvas, userEvent, args }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts.map((alert) => alert.textContent)).toEqual([
      expect.stringContaining('Could not load this member'),
      expect.stringContaining('Could not load the tree'),
      expect.stringContaining('Could not load the orders'),
    ]);
    const [retry] = canvas.getAllByRole('button', { name: 'Retry' });
    if (retry) await userEvent.click(retry);
    await expect(args.detail.onRetry).toHaveBeenCalled();
  },
};

export const BlockedAndLocked: Story = {
  args: {
    detail: read(
      withDetail({
        profile: { ...memberDetail.profile, blocked: true },
        withdrawalsLocked: true,
        kyc: memberDetail.kyc && {
          ...memberDetail.kyc,
          status: 'verified',
          decided_at: '2026-03-09T10:00:00.000Z',
        },
      }),
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Login blocked.')).toBeVisible();
    await expect(canvas.getByText('Withdrawals locked.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Unblock login' })).toBeVisible();
  },
};

export const CompanyRoot: Story = {
  args: {
    sponsorId: 'LT1000001',
    detail: read(
      withDetail({
        profile: {
          ...memberDetail.profile,
          _id: '1',
          name: 'Company Root',
          mySponsorId: 'LT1000001',
        },
        sponsor: null,
        placement: null,
        kyc: null,
        currentPackage: '',
      }),
    ),
    orders: listOf([]),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('None: the company root')).toBeVisible();
    await expect(canvas.getByText('Top of the tree')).toBeVisible();
    await expect(canvas.getByText('Not submitted')).toBeVisible();
    await expect(canvas.getByText('No orders yet')).toBeVisible();
  },
};

export const Statement: Story = {
  args: { tab: 'statement' },
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'Ledger statement' }));
    await expect(table.getByText('+114.00')).toBeVisible();
    await expect(table.getByText('-150.00')).toBeVisible();
    await expect(table.getByText('On hold')).toBeVisible();
    await expect(table.getByText('Weekly payout')).toBeVisible();
  },
};

export const Withdrawals: Story = {
  args: { tab: 'withdrawals' },
  play: async ({ canvas }) => {
    const table = within(canvas.getByRole('table', { name: 'Withdrawals' }));
    await expect(table.getByText('WDR-000040')).toBeVisible();
    await expect(
      table.getByRole('button', { name: 'Copy the transaction hash of WDR-000040' }),
    ).toBeVisible();
  },
};

export const SwitchTab: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Ledger statement' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('statement');
  },
};

export const OpenFromTree: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const tree = within(canvas.getByRole('region', { name: 'Genealogy tree of Ravi Kumar' }));
    await userEvent.click(tree.getByRole('button', { name: /Anita Sharma/ }));
    await expect(args.onSelectMember).toHaveBeenCalledWith('LT5530114');
  },
};

export const ResetKey: Story = {
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    const open = canvas.getByRole('button', { name: 'Reset unique key' });
    await userEvent.click(open);
    const confirm = await findDialog('Reset Ravi Kumar’s unique key?');
    await expect(args.onResetKey).not.toHaveBeenCalled();
    await userEvent.click(confirm.getByRole('button', { name: 'Reset key' }));
    await expect(args.onResetKey).toHaveBeenCalledTimes(1);

    const shown = await findDialog('New unique key for Ravi Kumar');
    await expect(shown.getByText(NEW_KEY)).toBeVisible();
    await expect(shown.getByText('This key will not be shown again.')).toBeVisible();
    const copy = shown.getByRole('button', { name: 'Copy the new unique key' });
    await waitFor(() => expect(copy).toHaveFocus());
    await userEvent.click(copy);
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(NEW_KEY);

    // A click outside does not lose the key.
    const overlay = document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]');
    if (overlay) await userEvent.click(overlay);
    await expect(screen.getByRole('alertdialog')).toBeVisible();

    await userEvent.click(shown.getByRole('button', { name: 'Done' }));
    await closed();
    await expect(notice(canvasElement)).toHaveTextContent('Ravi Kumar’s unique key was reset.');
    await expect(canvas.queryByText(NEW_KEY)).not.toBeInTheDocument();
    await waitFor(() => expect(open).toHaveFocus());
    open.blur();
  },
};

export const ResetKeyShown: Story = {
  ...phoneViewport,
  args: {
    detail: read(withDetail({ withdrawalsLocked: true })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset unique key' }));
    const confirm = await findDialog('Reset Ravi Kumar’s unique key?');
    await expect(confirm.getByText(/withdrawals unlock/)).toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Reset key' }));
    const shown = await findDialog('New unique key for Ravi Kumar');
    await expect(shown.getByText(/Withdrawals are unlocked/)).toBeVisible();
    // Settle the copy button's focus ring out of the screenshot.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ResetKeyByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const open = canvas.getByRole('button', { name: 'Reset unique key' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    const confirm = await findDialog('Reset Ravi Kumar’s unique key?');
    // Focus starts on Cancel, the safe choice; Tab reaches Reset key.
    await waitFor(() => expect(confirm.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await expect(confirm.getByRole('button', { name: 'Reset key' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const shown = await findDialog('New unique key for Ravi Kumar');
    const copy = shown.getByRole('button', { name: 'Copy the new unique key' });
    await waitFor(() => expect(copy).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(NEW_KEY);
    await userEvent.tab();
    await expect(shown.getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await closed();
    await expect(args.onResetKey).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(open).toHaveFocus());
    open.blur();
  },
};

export const ResetKeyCanceled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset unique key' }));
    await findDialog('Reset Ravi Kumar’s unique key?');
    await userEvent.keyboard('{Escape}');
    await closed();
    await expect(args.onResetKey).not.toHaveBeenCalled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const ResetKeyFails: Story = {
  args: { onResetKey: fn(async (): Promise<ResetKeyResult> => ({ outcome: 'failed' })) },
  play: async ({ canvas, userEvent, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset unique key' }));
    const confirm = await findDialog('Reset Ravi Kumar’s unique key?');
    await userEvent.click(confirm.getByRole('button', { name: 'Reset key' }));
    await closed();
    await expect(notice(canvasElement)).toHaveTextContent('');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Block: Story = {
  play: async ({ canvas, userEvent, args, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Block login' }));
    const dialog = await findDialog('Block Ravi Kumar’s login?');
    await expect(dialog.getByText(/signed out everywhere/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Block login' }));
    await expect(args.onBlock).toHaveBeenCalledWith(true);
    await closed();
    await expect(notice(canvasElement)).toHaveTextContent('Ravi Kumar can no longer log in.');
    await expect(notice(canvasElement)).toHaveAttribute('role', 'status');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Unblock: Story = {
  args: {
    detail: read(withDetail({ profile: { ...memberDetail.profile, blocked: true } })),
  },
  play: async ({ canvas, args, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Unblock login' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findDialog('Unblock Ravi Kumar’s login?');
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onBlock).toHaveBeenCalledWith(false);
    await closed();
    await expect(notice(canvasElement)).toHaveTextContent('Ravi Kumar can log in again.');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

const longDetail = withDetail({
  profile: {
    ...memberDetail.profile,
    ...longName,
    email: 'venkata.subrahmanyam.lakshminarayana.chandrasekharan@example-mail-provider.com',
  },
  sponsor: longName,
  currentPackage: 'Whales Master Trader Course with the Monthly subscription (add-on)',
  wallet: 1_234_567.89,
  held: 987_654.32,
  totalPayout: 12_345_678.9,
  kyc: memberDetail.kyc && {
    ...memberDetail.kyc,
    name: longName.name,
    telegramId: '@venkata_subrahmanyam_lakshminarayana',
    status: 'rejected',
    reason:
      'The address belongs to an exchange deposit account; please submit the address of a wallet only you control.',
    decided_at: '2026-03-09T10:00:00.000Z',
  },
});

export const LongText: Story = {
  args: { sponsorId: longName.mySponsorId, detail: read(longDetail) },
};

export const Narrow: Story = {
  ...phoneViewport,
  args: { sponsorId: longName.mySponsorId, detail: read(longDetail) },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

// ---- Two-factor sign-in ----

export const TwoFactorOff: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2FA off')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reset two-factor' })).toBeNull();
  },
};

export const ResetTwoFactor: Story = {
  args: { detail: read(withDetail({ twoFactor: true })) },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('2FA on')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset two-factor' }));
    const dialog = await findDialog('Reset Ravi Kumar’s two-factor sign-in?');
    await expect(dialog.getByText(/is told that an administrator removed it/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Reset two-factor' }));
    await expect(args.onResetTwoFactor).toHaveBeenCalledTimes(1);
    await closed();
    await waitFor(() =>
      expect(notice(canvasElement)).toHaveTextContent(
        'Ravi Kumar’s two-factor sign-in was removed.',
      ),
    );
  },
};

/** Escape leaves the second factor as it was. */
export const ResetTwoFactorCanceled: Story = {
  args: { detail: read(withDetail({ twoFactor: true })) },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Reset two-factor' });
    await userEvent.click(button);
    await findDialog('Reset Ravi Kumar’s two-factor sign-in?');
    await userEvent.keyboard('{Escape}');
    await closed();
    await expect(args.onResetTwoFactor).not.toHaveBeenCalled();
    await expect(button).toHaveFocus();
  },
};

export const NarrowResetTwoFactor: Story = {
  ...phoneViewport,
  args: { detail: read(withDetail({ twoFactor: true })) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset two-factor' }));
    await findDialog('Reset Ravi Kumar’s two-factor sign-in?');
  },
};
