import { ApiError, messageOf } from '@/lib/api';
import { usePopup } from '@/ui/popup/popup';

/** How a confirmed action ended: done, failed (the dialog closes), or refused input (it stays). */
export type ActionOutcome = 'done' | 'failed' | 'invalid';

export type ActionResult<Result> =
  { outcome: 'done'; result: Result } | { outcome: 'failed' | 'invalid'; result?: undefined };

export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

/**
 * Runs the admin's writes: a failure shows the server's message in an error popup (e.g. 409
 * 'Order is already approved'). A 400 is 'invalid' (the input can be fixed), anything else
 * 'failed'.
 */
export function useAdminAction() {
  const { popup, show } = usePopup();

  async function run<Result>(
    call: () => Promise<Result>,
    failureTitle: string,
  ): Promise<ActionResult<Result>> {
    try {
      return { outcome: 'done', result: await call() };
    } catch (error) {
      void show({
        icon: 'error',
        title: failureTitle,
        text: messageOf(error, SOMETHING_WENT_WRONG),
      });
      return { outcome: error instanceof ApiError && error.status === 400 ? 'invalid' : 'failed' };
    }
  }

  return { popup, run, show };
}
