import useSWR from 'swr';
import { directReferrals } from '@contract/tree';
import { callApi } from '@/lib/api';
import { directReferralsKey } from './keys';

/** The members the signed-in member referred personally. */
export function useDirectReferrals(sponsorId: string) {
  return useSWR(directReferralsKey(sponsorId), ([, id]) =>
    callApi(directReferrals, { body: { sponsorId: id } }),
  );
}
