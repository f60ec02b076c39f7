import { useSession } from '@/lib/session';

/**
 * SWR key of an operator read: the contract path and the signed-in operator, so one operator never
 * sees another's cached figures. Null (no request) until the operator session is known.
 */
export function useOperatorKey(path: string): readonly [string, string] | null {
  const { data } = useSession('operator');
  const operatorId = data?.role === 'operator' ? data.user._id : undefined;
  return operatorId ? ([path, operatorId] as const) : null;
}
