import { verifySponsor } from '@contract/auth';
import useSWR from 'swr';
import { callApi } from '@/lib/api';
import { sponsorKey } from './keys';

/** POST /api/auth/verify-sponsor: the sponsor's name and ID, or an ApiError (404 'Sponsor not found'). */
export async function fetchSponsor(sponsorId: string) {
  const { sponsor } = await callApi(verifySponsor, { body: { sponsorId } });
  return sponsor;
}

/** The sponsor named in a signup link, verified again on load; no call while there is no ID. */
export function useSponsor(sponsorId: string) {
  return useSWR(sponsorId ? sponsorKey(sponsorId) : null, ([, id]) => fetchSponsor(id), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
