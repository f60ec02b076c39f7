import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { expect, screen, waitFor, within } from 'storybook/test';
import type { AdminOrder } from '@contract/admin';
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
import { chainOrders, dashboard, pendingOrders } from '@/features/admin/testing/fixtures';
import { phoneViewport } from '@/ui/lib/story-viewports';
import { Deposits } from './deposits';

const UNDERPAID = chainOrders[0] as AdminOrder;

/**
 * The deposits server of decisions §13: an approval the chain found short (`chain` on the server's
 * record, whatever the list showed) needs a reason; with one it approves.
 */
function depositsApi(listed: AdminOrder[], records: AdminOrder[] = listed): Api {
  let rows = listed.map((order) => ({ ...order }));
  return {
    '/api/admin/dashboard': () => ok(dashboard),
    '/api/admin/orders': ({ query }) =>
      paged(
        rows.filter((row) => row.status === (query.get('status') ?? 'pending')),
        query,
      ),
    'POST /api/admin/orders/:orderNo/approve': ({ params, body }) => {
      const record = records.find((order) => order.order_no === params['orderNo']);
      const reason = (body as { reason?: string } | undefined)?.reason;
      if (record?.chain?.state === 'mismatch' && !reason) {
        return needsReason(
          `The payment does not match on chain: ${record.chain.finding}. Give a reason to approve it anyway.`,
        );
      }
      const approved: AdminOrder = {
        ...(record ?? UNDERPAID),
        status: 'approved',
        decided_at: '2026-03-11T09:00:00.000Z',
        decided_by: 'admin:1 Asha Admin',
      };
      rows = rows.map((row) => (row.order_no === approved.order_no ? approved : row));
      return ok({ message: 'Order approved', order: approved });
    },
  };
}

/** `/admin/deposits` as the app routes it (src/pages/admin/deposits-page). */
function DepositsPage({ path }: { path: string }) {
  return (
    <AdminFrame path={path}>
      <Routes>
        <Route path="/admin/deposits" element={<Deposits />} />
      </Routes>
    </AdminFrame>
  );
}

const meta = {
  title: 'Admin/Deposits page',
  component: DepositsPage,
  args: { path: '/admin/deposits' },
  beforeEach: mockApi(() => depositsApi([UNDERPAID, ...pendingOrders])),
} satisfies Meta<typeof DepositsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function findDialog(name: string) {
  const dialog = await screen.findByRole('alertdialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** The list shows the chain's mismatch: the reason is asked first and goes in the body. */
export const MismatchApproveWithReason: Story = {
  play: async ({ canvas, userEvent }) => {
    const table = within(await canvas.findByRole('table', { name: 'Pending deposits' }));
    await userEvent.click(await table.findByRole('button', { name: 'Approve ORD-000126' }));
    const dialog = await findDialog('Approve ORD-000126 anyway?');
    await expect(callsTo('POST', '/api/admin/orders/ORD-000126/approve')).toHaveLength(0);
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Reason' }),
      'Short by the 1.00 USDT network fee; accepted.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Approve anyway' }));
    await expect(await canvas.findByText('ORD-000126 approved.')).toBeVisible();
    const [approve] = callsTo('POST', '/api/admin/orders/ORD-000126/approve');
    await expect(approve?.body).toEqual({
      reason: 'Short by the 1.00 USDT network fee; accepted.',
    });
    await expect(approve?.headers.get(IDEMPOTENCY_HEADER)).toBeTruthy();
    await waitFor(() =>
      expect(table.queryByRole('rowheader', { name: /^ORD-000126/ })).not.toBeInTheDocument(),
    );
  },
};

/**
 * The list predates the chain's finding: a plain approval is answered 409 needsReason, the same
 * dialog asks the reason with the server's words, and the retry carries it under the same key.
 */
export const ServerAsksReason: Story = {
  beforeEach: mockApi(() => depositsApi(pendingOrders, [{ ...UNDERPAID, order_no: 'ORD-000123' }])),
  play: async ({ canvas, userEvent }) => {
    const table = within(await canvas.findByRole('table', { name: 'Pending deposits' }));
    await userEvent.click(await table.findByRole('button', { name: 'Approve ORD-000123' }));
    const first = await findDialog('Approve ORD-000123?');
    await userEvent.click(first.getByRole('button', { name: 'Approve' }));
    const dialog = await findDialog('Approve ORD-000123 anyway?');
    await expect(
      dialog.getByText(
        'The payment does not match on chain: paid 99.00 of 100.00. Give a reason to approve it anyway.',
      ),
    ).toBeVisible();
    await expect(screen.queryByRole('dialog', { name: /Could not/ })).not.toBeInTheDocument();
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Reason' }),
      'Agreed with the member by phone.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Approve anyway' }));
    await expect(await canvas.findByText('ORD-000123 approved.')).toBeVisible();
    const [plain, withReason] = callsTo('POST', '/api/admin/orders/ORD-000123/approve');
    await expect(plain?.body).toBeUndefined();
    await expect(withReason?.body).toEqual({ reason: 'Agreed with the member by phone.' });
    await expect(withReason?.headers.get(IDEMPOTENCY_HEADER)).toBe(
      plain?.headers.get(IDEMPOTENCY_HEADER),
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const NarrowMismatch: Story = {
  ...phoneViewport,
  play: async ({ canvas, userEvent }) => {
    const cards = within(await canvas.findByRole('list', { name: 'Pending deposits' }));
    await expect(await cards.findByText('paid 99.00 of 100.00')).toBeVisible();
    await userEvent.click(cards.getByRole('button', { name: 'Approve ORD-000126' }));
    await findDialog('Approve ORD-000126 anyway?');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
