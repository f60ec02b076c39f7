import useSWR from 'swr';
import { pendingDeposits } from '@contract/operator';
import { callApi } from '@/lib/api';
import { pendingDepositsKey, useOperatorId } from './keys';

/**
 * GET /api/operator/deposits: the members' deposits waiting for approval that an operator may
 * approve (the server leaves a chain mismatch to admins), newest first.
 */
export function usePendingDeposits() {
  return useSWR(pendingDepositsKey(useOperatorId()), () => callApi(pendingDeposits));
}
