import useSWR from 'swr';
import { getSponsorChildrens } from '@contract/tree';
import { callApi } from '@/lib/api';
import { sponsorTreeKey } from './keys';

/** The 4-level tree rooted at a member of the viewer's downline (`_id` or sponsor ID). */
export function useSponsorTree(root: string) {
  return useSWR(sponsorTreeKey(root), (path: string) => callApi(getSponsorChildrens, { path }));
}
