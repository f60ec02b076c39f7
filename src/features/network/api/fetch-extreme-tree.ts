import { extremeLeft, extremeRight } from '@contract/tree';
import { callApi } from '@/lib/api';

/** The tree rooted at the last member on the outer edge of the member's own left or right leg. */
export function fetchExtremeTree(side: 'left' | 'right', sponsorId: string) {
  return callApi(side === 'left' ? extremeLeft : extremeRight, { body: { sponsorId } });
}
