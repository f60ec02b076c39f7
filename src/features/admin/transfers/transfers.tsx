import type { ChainTransfer } from '@contract/chain';
import { listOrders } from '@contract/admin';
import { ApiError } from '@/lib/api';
import { useAction } from '@/lib/use-action';
import { useStaleKeysets } from '@/lib/use-keyset';
import { adminDashboardKey } from '@/features/admin/api/dashboard';
import { useFailurePopup, type DecisionOutcome } from '@/features/admin/shared/use-failure-popup';
import { assignTransfer, useChainTransfers } from './api/transfers';
import { TransfersView } from './components/transfers-view';

/**
 * `/admin/transfers`: unmatched transfers; assigning one shows the server's words, then refreshes
 * the list, the deposit queue (the order may now be approved by the chain) and its counts.
 */
export function Transfers() {
  const { list, mutate } = useChainTransfers();
  const { popup, outcomeOf } = useFailurePopup();
  const assigning = useAction(assignTransfer, { refresh: [adminDashboardKey] });
  const staleKeysets = useStaleKeysets();

  async function onAssign(transfer: ChainTransfer, orderNo: string): Promise<DecisionOutcome> {
    const result = await assigning.run(transfer, orderNo);
    const outcome = outcomeOf(result, 'Could not assign the transfer');
    // Also after a failure: another admin may have assigned it meanwhile.
    void mutate();
    if (result.status === 'done') {
      staleKeysets(listOrders.path);
      return { done: result.result.message };
    }
    // No such order: the number can be corrected in the dialog.
    const unknown =
      result.status === 'failed' && result.error instanceof ApiError && result.error.status === 404;
    return unknown ? 'invalid' : outcome;
  }

  return (
    <>
      <TransfersView list={list} onAssign={onAssign} />
      {popup}
    </>
  );
}
