import { adminDashboard } from '@contract/admin';
import { useSWRConfig } from 'swr';
import { newIdempotencyKey, useIdempotencyKeys } from '@/features/admin/api/request';
import { useAdminAction, type ActionOutcome } from './use-admin-action';

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
  const { mutate } = useSWRConfig();
  const { popup, run } = useAdminAction();
  const keys = useIdempotencyKeys();

  async function onDecide(decision: Decision): Promise<ActionOutcome> {
    const action = actionOf?.(decision);
    const key = action === undefined ? newIdempotencyKey() : keys.keyFor(action);
    const { outcome } = await run(() => decide(decision, key), failureTitle(decision));
    if (action !== undefined && outcome === 'done') keys.done(action);
    void refresh();
    void mutate(adminDashboard.path);
    return outcome;
  }

  return { popup, onDecide };
}
