import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link, Route, Routes } from 'react-router-dom';
import { expect, screen, waitFor, within } from 'storybook/test';
import { transfersApi } from '@/features/admin/testing/chain-api';
import { AdminFrame, callsTo, mockApi } from '@/features/admin/testing/mock-api';
import DepositsPage from './deposits-page';
import TransfersPage from './transfers-page';

/** The two admin pages an assignment touches, with links between them as the sidebar has. */
function TransfersAndDeposits({ path }: { path: string }) {
  return (
    <AdminFrame path={path}>
      <nav aria-label="Admin" className="flex gap-4 px-4 pt-2 text-sm text-info">
        <Link to="/admin/transfers">Transfers</Link>
        <Link to="/admin/deposits">Deposits</Link>
      </nav>
      <div className="p-4">
        <Routes>
          <Route path="/admin/transfers" element={<TransfersPage />} />
          <Route path="/admin/deposits" element={<DepositsPage />} />
        </Routes>
      </div>
    </AdminFrame>
  );
}

const meta = {
  title: 'Admin/Transfers and deposits',
  component: TransfersAndDeposits,
  args: { path: '/admin/deposits' },
  beforeEach: mockApi(transfersApi),
} satisfies Meta<typeof TransfersAndDeposits>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The deposit queue seen before an assignment is read again when shown after it: the order the
 * chain approved has left Pending (decisions §13).
 */
export const AssignRefreshesDeposits: Story = {
  play: async ({ canvas, userEvent }) => {
    const deposits = within(await canvas.findByRole('table', { name: 'Pending deposits' }));
    await expect(await deposits.findByRole('rowheader', { name: /^ORD-000123/ })).toBeVisible();
    const reads = callsTo('GET', '/api/admin/orders').length;

    await userEvent.click(canvas.getByRole('link', { name: 'Transfers' }));
    const transfers = within(await canvas.findByRole('table', { name: 'Unmatched transfers' }));
    await userEvent.click(
      await transfers.findByRole('button', { name: /^Assign to order 100.00 USDT/ }),
    );
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Assign 100.00 USDT to an order?' }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Order number' }), 'ORD-000123');
    await userEvent.click(dialog.getByRole('button', { name: 'Assign' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Transfer assigned to ORD-000123',
    );

    await userEvent.click(canvas.getByRole('link', { name: 'Deposits' }));
    const again = within(await canvas.findByRole('table', { name: 'Pending deposits' }));
    await waitFor(() =>
      expect(again.queryByRole('rowheader', { name: /^ORD-000123/ })).not.toBeInTheDocument(),
    );
    await expect(callsTo('GET', '/api/admin/orders').length).toBeGreaterThan(reads);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
