import { useAction, useRefresh } from '@/lib/use-action';
import { adminDashboardKey } from '@/features/admin/api/dashboard';
import { newIdempotencyKey, useIdempotencyKeys } from './idempotency';
import { useFailurePopup, type ActionOutcome } from './use-failure-popup';

/**
 * The container side of a review queue: runs a decision, shows a failure in a popup, then
 * refreshes the queue (also after a failure: a 409 means the row changed meanwhile) and the
 * dashboard's pending counts. `actionOf` names a decision (e.g. `approve:ORD-000123`): the same
 * decision retried sends the same Idempotency-Key, so money moves once (README "Idempotent staff
 * calls").
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

  async function onDecide(decision: Decision): Promise<ActionOutcome> {
    const action = actionOf?.(decision);
    const key = action === undefined ? newIdempotencyKey() : keys.keyFor(action);
    const outcome = outcomeOf(await deciding.run(decision, key), failureTitle(decision));
    if (action !== undefined && outcome === 'done') keys.done(action);
    void refresh();
    refreshKeys([adminDashboardKey]);
    return outcome;
  }

  return { popup, onDecide };
}
