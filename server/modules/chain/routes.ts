import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as adminApi from '../../../contract/admin';
import { chainNetwork } from '../../../contract/chain';
import { adminActorOf, adminsOnly } from '../../http/auth';
import { adminOrderNamed } from '../orders/queries';
import { unmatchedTransfers } from './queries';
import { assignTransfer } from './service';

const transferParams = z.object({
  network: chainNetwork,
  txHash: z.string().trim().min(1).max(100),
});

/** Staff's view of what reached our addresses on chain (decisions §13). */
export const chainRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    adminApi.listChainTransfers.path,
    {
      ...adminsOnly,
      schema: {
        querystring: adminApi.pageQuery,
        response: { 200: adminApi.listChainTransfers.response },
      },
    },
    async (request) => unmatchedTransfers(await app.readDb(request), request.query),
  );

  app.post(
    adminApi.assignChainTransfer.path,
    {
      ...adminsOnly,
      schema: {
        params: transferParams,
        body: adminApi.assignChainTransfer.body,
        response: { 200: adminApi.assignChainTransfer.response },
      },
    },
    async (request) => {
      const { network, txHash } = request.params;
      // A repeat is refused by the hash's and the order's unique keys: no Idempotency-Key needed.
      const orderNo = await assignTransfer(
        app.db,
        app.chain,
        adminActorOf(request),
        network,
        txHash,
        request.body.orderNo,
      );
      return {
        message: `Transfer assigned to ${orderNo}`,
        order: await adminOrderNamed(app.db, orderNo),
      };
    },
  );
};
