import type { AdminOrder } from '@contract/admin';
import type { ChainTransfer } from '@contract/chain';
import { chainCheck, dashboard, pendingOrders, unmatchedTransfers } from './fixtures';
import { fail, ok, paged, type Api } from './mock-api';

/**
 * The transfers server of decisions §13: assigning a transfer to a pending order without a hash
 * gives the order that hash; the chain then verifies it and approves the order.
 */
export function transfersApi(): Api {
  let transfers: ChainTransfer[] = unmatchedTransfers.map((transfer) => ({ ...transfer }));
  let orders: AdminOrder[] = pendingOrders.map((order) => ({ ...order }));
  return {
    '/api/admin/dashboard': () => ok(dashboard),
    '/api/admin/chain/transfers': ({ query }) => paged(transfers, query),
    '/api/admin/orders': ({ query }) =>
      paged(
        orders.filter((order) => order.status === (query.get('status') ?? 'pending')),
        query,
      ),
    'POST /api/admin/chain/transfers/:network/:txHash/assign': ({ params, body }) => {
      const { orderNo } = body as { orderNo: string };
      const order = orders.find((candidate) => candidate.order_no === orderNo);
      if (!order) return fail(404, `Order ${orderNo} not found`);
      if (order.status !== 'pending') return fail(409, `${orderNo} is not pending`);
      const transfer = transfers.find((candidate) => candidate.txHash === params['txHash']);
      const approved: AdminOrder = {
        ...order,
        status: 'approved',
        decided_at: '2026-03-11T09:00:00.000Z',
        decided_by: 'chain',
        chain: chainCheck('verified', 'verified on chain: paid 100.00 USDT', {
          txHash: params['txHash'],
        }),
      };
      orders = orders.map((candidate) => (candidate.order_no === orderNo ? approved : candidate));
      transfers = transfers.filter((candidate) => candidate !== transfer);
      return ok({ message: `Transfer assigned to ${orderNo}`, order: approved });
    },
  };
}
