import useSWR from 'swr';
import { directReferrals } from '@contract/tree';
import { callApi } from '@/lib/api';

/** The members the signed-in member referred personally. */
export function useDirectReferrals(sponsorId: string) {
  return useSWR([directReferrals.path, sponsorId] as const, ([, id]) =>
    callApi(directReferrals, { body: { sponsorId: id } }),
  );
}
