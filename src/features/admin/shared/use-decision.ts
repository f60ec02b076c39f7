import { adminDashboard } from '@contract/admin';
import { useSWRConfig } from 'swr';
import { useAdminAction, type ActionOutcome } from './use-admin-action';

/**
 * The container side of a review queue: runs a decision, shows a failure in a popup, then
 * refreshes the queue (also after a failure: a 409 means the row changed meanwhile) and the
 * dashboard's pending counts.
 */
export function useDecision<Decision>(
  decide: (decision: Decision) => Promise<unknown>,
  failureTitle: (decision: Decision) => string,
  refresh: () => unknown,
) {
  const { mutate } = useSWRConfig();
  const { popup, run } = useAdminAction();

  async function onDecide(decision: Decision): Promise<ActionOutcome> {
    const { outcome } = await run(() => decide(decision), failureTitle(decision));
    void refresh();
    void mutate(adminDashboard.path);
    return outcome;
  }

  return { popup, onDecide };
}
