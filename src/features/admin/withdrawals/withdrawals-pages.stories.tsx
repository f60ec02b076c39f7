import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { AdminWithdrawal } from '@contract/admin';
import { IDEMPOTENCY_HEADER } from '@contract/http';
import {
  AdminFrame,
  callsTo,
  mockApi,
  needsReason,
  ok,
  paged,
  type Api,
} from '@/features/admin/testing/mock-api';
import { dashboard, pendingWithdrawals, TX_HASH } from '@/features/admin/testing/fixtures';
import { Withdrawals } from './withdrawals';

const CHAIN_SAYS =
  'The payout does not match on chain: sent to another address (0x12ab…). Give a reason to record it anyway.';

/**
 * The withdrawals server of decisions §13: the recorded payout is found on chain going elsewhere,
 * so the approval needs a reason; with one it is recorded.
 */
function withdrawalsApi(): Api {
  let rows = pendingWithdrawals.map((withdrawal) => ({ ...withdrawal }));
  return {
    '/api/admin/dashboard': () => ok(dashboard),
    '/api/admin/withdrawals': ({ query }) =>
      paged(
        rows.filter((row) => row.status === (query.get('status') ?? 'pending')),
        query,
      ),
    'POST /api/admin/withdrawals/:orderNo/approve': ({ params, body }) => {
      const { txHash, reason } = body as { txHash: string; reason?: string };
      if (!reason) return needsReason(CHAIN_SAYS);
      const row = rows.find((candidate) => candidate.order_no === params['orderNo']);
      const approved: AdminWithdrawal = {
        ...(row ?? (pendingWithdrawals[0] as AdminWithdrawal)),
        status: 'approved',
        txHash,
        decided_at: '2026-03-11T09:00:00.000Z',
      };
      rows = rows.map((candidate) =>
        candidate.order_no === approved.order_no ? approved : candidate,
      );
      return ok({ message: 'Withdrawal approved', withdrawal: approved });
    },
  };
}

/** `/admin/withdrawals` as the app routes it (src/pages/admin/withdrawals-page). */
function WithdrawalsPage({ path }: { path: string }) {
  return (
    <AdminFrame path={path}>
      <Routes>
        <Route path="/admin/withdrawals" element={<Withdrawals />} />
      </Routes>
    </AdminFrame>
  );
}

const meta = {
  title: 'Admin/Withdrawals page',
  component: WithdrawalsPage,
  args: { path: '/admin/withdrawals' },
  beforeEach: mockApi(withdrawalsApi),
} satisfies Meta<typeof WithdrawalsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findDialog(name: string) {
  const dialog = await screen.findByRole('alertdialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/**
 * 409 needsReason on the hash: the server's words, the hash kept, a reason; "Approve anyway"
 * sends the same hash with the reason under the same Idempotency-Key.
 */
export const PayoutMismatchResent: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = within(await canvas.findByRole('table', { name: 'Pending withdrawals' }));
    await userEvent.click(await table.findByRole('button', { name: 'Approve WDR-000045' }));
    const first = await findDialog('Approve WDR-000045?');
    await userEvent.type(first.getByRole('textbox', { name: 'Transaction hash' }), TX_HASH);
    await userEvent.click(first.getByRole('button', { name: 'Approve' }));
    const dialog = await findDialog('Approve WDR-000045 anyway?');
    await expect(dialog.getByText(CHAIN_SAYS)).toBeVisible();
    await expect(dialog.getByText(TX_HASH)).toBeVisible();
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Reason' }),
      'Paid from the new hot wallet; the address is ours.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Approve anyway' }));
    await expect(await canvas.findByText('WDR-000045 approved and marked paid.')).toBeVisible();
    const [plain, withReason] = callsTo('POST', '/api/admin/withdrawals/WDR-000045/approve');
    await expect(plain?.body).toEqual({ txHash: TX_HASH });
    await expect(withReason?.body).toEqual({
      txHash: TX_HASH,
      reason: 'Paid from the new hot wallet; the address is ours.',
    });
    await expect(withReason?.headers.get(IDEMPOTENCY_HEADER)).toBe(
      plain?.headers.get(IDEMPOTENCY_HEADER),
    );
    await waitFor(() =>
      expect(table.queryByRole('rowheader', { name: /^WDR-000045/ })).not.toBeInTheDocument(),
    );
  },
};

/** Cancel on the reason: nothing is recorded, and no failure is reported. */
export const PayoutMismatchCanceled: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = within(await canvas.findByRole('table', { name: 'Pending withdrawals' }));
    await userEvent.click(await table.findByRole('button', { name: 'Approve WDR-000045' }));
    const first = await findDialog('Approve WDR-000045?');
    await userEvent.type(first.getByRole('textbox', { name: 'Transaction hash' }), TX_HASH);
    await userEvent.click(first.getByRole('button', { name: 'Approve' }));
    const dialog = await findDialog('Approve WDR-000045 anyway?');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(callsTo('POST', '/api/admin/withdrawals/WDR-000045/approve')).toHaveLength(1);
    await expect(table.getByRole('rowheader', { name: /^WDR-000045/ })).toBeVisible();
    await waitFor(() =>
      expect(table.getByRole('button', { name: 'Approve WDR-000045' })).toHaveFocus(),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
