import { ApiError } from '@/lib/api';
import type { ActionResult } from '@/lib/use-action';
import { usePopup } from '@/ui/popup/popup';

/** How a confirmed action ended: done, failed (the dialog closes), or refused input (it stays). */
export type ActionOutcome = 'done' | 'failed' | 'invalid';

/**
 * How a decision in a queue ended: an ActionOutcome, or the server's words: `done` the message of
 * a success (shown instead of the queue's own line), `needsReason` the 409 of a decision the chain
 * disagrees with (decisions §13), which goes through when repeated with a reason.
 */
export type DecisionOutcome = ActionOutcome | { done: string } | { needsReason: string };

/**
 * How the console ends an admin's write: a failure shows the server's message in an error popup
 * (e.g. 409 'Order is already approved') under the caller's title. `outcomeOf` turns the write's
 * result into what the dialogs act on: a 400 is 'invalid' (the input can be fixed), any other
 * failure 'failed'.
 */
export function useFailurePopup() {
  const { popup, show } = usePopup();

  function outcomeOf(result: ActionResult<unknown>, failureTitle: string): ActionOutcome {
    if (result.status === 'done') return 'done';
    // A second submission while the first runs changed nothing: the dialog stays as it is.
    if (result.status === 'busy') return 'invalid';
    void show({ icon: 'error', title: failureTitle, text: result.message });
    return result.error instanceof ApiError && result.error.status === 400 ? 'invalid' : 'failed';
  }

  return { popup, show, outcomeOf };
}
