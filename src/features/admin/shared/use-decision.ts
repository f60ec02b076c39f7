import { ApiError } from '@/lib/api';
import { useAction, useRefresh } from '@/lib/use-action';
import { adminDashboardKey } from '@/features/admin/api/dashboard';
import { newIdempotencyKey, useIdempotencyKeys } from './idempotency';
import { useFailurePopup, type DecisionOutcome } from './use-failure-popup';

/**
 * The container side of a review queue: runs a decision, shows a failure in a popup, then
 * refreshes the queue (also after a failure: a 409 means the row changed meanwhile) and the
 * dashboard's pending counts. `actionOf` names a decision (e.g. `approve:ORD-000123`): the same
 * decision retried sends the same Idempotency-Key, so money moves once (README "Idempotent staff
 * calls"). A decision the chain disagrees with comes back as `needsReason` with the server's words,
 * for the queue to ask the reason; its retry with the reason keeps the key (a refused call stored
 * nothing).
 */
export function useDecision<Decision>(
  decide: (decision: Decision, idempotencyKey: string) => Promise<unknown>,
  failureTitle: (decision: Decision) => string,
  refresh: () => unknown,
  actionOf?: (decision: Decision) => string,
) {
  const { popup, outcomeOf } = useFailurePopup();
  const deciding = useAction(decide);
  const refreshKeys = useRefresh();
  const keys = useIdempotencyKeys();

  async function onDecide(decision: Decision): Promise<DecisionOutcome> {
    const action = actionOf?.(decision);
    const key = action === undefined ? newIdempotencyKey() : keys.keyFor(action);
    const result = await deciding.run(decision, key);
    const outcome: DecisionOutcome =
      result.status === 'failed' && result.error instanceof ApiError && result.error.needsReason
        ? { needsReason: result.message }
        : outcomeOf(result, failureTitle(decision));
    if (action !== undefined && outcome === 'done') keys.done(action);
    void refresh();
    refreshKeys([adminDashboardKey]);
    return outcome;
  }

  return { popup, onDecide };
}
