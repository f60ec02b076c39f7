import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, waitFor, within } from 'storybook/test';
import { transfersApi } from '@/features/admin/testing/chain-api';
import { unmatchedTransfers } from '@/features/admin/testing/fixtures';
import { AdminFrame, callsTo, fail, mockApi, paged } from '@/features/admin/testing/mock-api';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { Transfers } from './transfers';

/** `/admin/transfers` as the app routes it (src/pages/admin/transfers-page). */
function TransfersPage({ path }: { path: string }) {
  return (
    <AdminFrame path={path}>
      <Routes>
        <Route path="/admin/transfers" element={<Transfers />} />
      </Routes>
    </AdminFrame>
  );
}

const meta = {
  title: 'Admin/Transfers page',
  component: TransfersPage,
  args: { path: '/admin/transfers' },
  beforeEach: mockApi(transfersApi),
} satisfies Meta<typeof TransfersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function assign(
  { canvas, userEvent }: Parameters<NonNullable<Story['play']>>[0],
  amount: string,
  orderNo: string,
) {
  const table = within(await canvas.findByRole('table', { name: 'Unmatched transfers' }));
  await userEvent.click(
    await table.findByRole('button', { name: new RegExp(`^Assign to order ${amount} USDT`) }),
  );
  const dialog = await screen.findByRole('alertdialog', {
    name: `Assign ${amount} USDT to an order?`,
  });
  await waitFor(() => expect(dialog).toBeVisible());
  const field = within(dialog).getByRole('textbox', { name: 'Order number' });
  await userEvent.type(field, orderNo);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Assign' }));
  return { table, dialog, field };
}

/** The server's words, the list read again without the transfer. */
export const AssignToOrder: Story = {
  play: async (context) => {
    const { table } = await assign(context, '100.00', 'ORD-000123');
    await expect(await context.canvas.findByRole('status')).toHaveTextContent(
      'Transfer assigned to ORD-000123',
    );
    const [call] = callsTo(
      'POST',
      `/api/admin/chain/transfers/tron/${unmatchedTransfers[0]?.txHash ?? ''}/assign`,
    );
    await expect(call?.body).toEqual({ orderNo: 'ORD-000123' });
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(3));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** 409 (the order is not pending): the server's words in a popup; the list is read again. */
export const AssignRefused: Story = {
  beforeEach: mockApi(() => ({
    ...transfersApi(),
    'POST /api/admin/chain/transfers/:network/:txHash/assign': () =>
      fail(409, 'ORD-000101 is not pending'),
  })),
  play: async (context) => {
    await assign(context, '1,000.00', 'ORD-000101');
    const popup = await screen.findByRole('dialog', { name: 'Could not assign the transfer' });
    await expect(popup).toHaveTextContent('ORD-000101 is not pending');
    await waitFor(() =>
      expect(callsTo('GET', '/api/admin/chain/transfers').length).toBeGreaterThan(1),
    );
  },
};

/** 404 (no such order): the server's words, and the dialog keeps the number to correct it. */
export const AssignUnknownOrder: Story = {
  play: async (context) => {
    const { field } = await assign(context, '49.50', 'ORD-000999');
    const popup = await screen.findByRole('dialog', { name: 'Could not assign the transfer' });
    await expect(popup).toHaveTextContent('Order ORD-000999 not found');
    await context.userEvent.click(within(popup).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(popup).not.toBeInTheDocument());
    await expect(field).toHaveValue('ORD-000999');
  },
};

export const Empty: Story = {
  beforeEach: mockApi(() => ({
    ...transfersApi(),
    '/api/admin/chain/transfers': ({ query }) => paged([], query),
  })),
  play: async ({ canvas }) => {
    const table = within(await canvas.findByRole('table', { name: 'Unmatched transfers' }));
    await expect(await table.findByText('No unmatched transfers')).toBeVisible();
  },
};

/** The list fails, then Retry reads it. */
export const LoadFailsThenRetry: Story = {
  beforeEach: mockApi(() => {
    let failures = 1;
    const api = transfersApi();
    return {
      ...api,
      '/api/admin/chain/transfers': (request) =>
        failures-- > 0
          ? fail(503, 'Could not load the transfers')
          : (api['/api/admin/chain/transfers']?.(request) ?? fail(500)),
    };
  }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Could not load the transfers',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    const table = within(await canvas.findByRole('table', { name: 'Unmatched transfers' }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(4));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NarrowAssign: Story = {
  ...phoneViewport,
  play: async ({ canvas, userEvent }) => {
    const cards = within(await canvas.findByRole('list', { name: 'Unmatched transfers' }));
    await userEvent.click(
      await cards.findByRole('button', { name: /^Assign to order 100.00 USDT/ }),
    );
    const dialog = within(
      await screen.findByRole('alertdialog', { name: 'Assign 100.00 USDT to an order?' }),
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Order number' }), 'ORD-000123');
    await userEvent.click(dialog.getByRole('button', { name: 'Assign' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Transfer assigned to ORD-000123',
    );
    await waitFor(() => expect(cards.queryAllByRole('listitem')).toHaveLength(2));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
