import { assignChainTransfer, assignChainTransferPath, listChainTransfers } from '@contract/admin';
import type { ChainTransfer } from '@contract/chain';
import { callApi } from '@/lib/api';
import { useKeyset } from '@/lib/use-keyset';

export const TRANSFERS_FAILURE = 'Could not load the transfers';

/** GET /api/admin/chain/transfers: transfers to our deposit addresses no order names, keyset pages. */
export function useChainTransfers() {
  return useKeyset(
    listChainTransfers.path,
    (path) => callApi(listChainTransfers, { path }),
    TRANSFERS_FAILURE,
  );
}

/** POST …/{network}/{hash}/assign {orderNo}: the order gets the hash and is checked on chain. */
export const assignTransfer = (transfer: ChainTransfer, orderNo: string) =>
  callApi(assignChainTransfer, {
    path: assignChainTransferPath(transfer.network, transfer.txHash),
    body: { orderNo },
  });
