import useSWR from 'swr';
import { getSponsorChildrens, sponsorChildrenPath } from '@contract/tree';
import { callApi } from '@/lib/api';

/** The 4-level tree rooted at a member of the viewer's downline (`_id` or sponsor ID). */
export function useSponsorTree(root: string) {
  return useSWR(sponsorChildrenPath(root), (path: string) =>
    callApi(getSponsorChildrens, { path }),
  );
}
