import { preload } from 'swr';
import { userDashboard } from '@contract/dashboard';
import { cachePageData } from '@/lib/page-data';
import { preloadSession } from '@/lib/session';
import { memberDashboardKey } from './keys';
import { fetchMemberDashboard } from './use-member-dashboard';

/**
 * The dashboard for the first render when the page carries it (server/http/page-data.ts), else
 * its call, made as soon as the session is known rather than after the page has rendered
 * (src/app/router.tsx `preloadRoute`); `useMemberDashboard` takes the answer either way. Resolves
 * once the session is known: the first render waits for that, not for a call.
 */
export async function preloadMemberDashboard() {
  const session = await preloadSession('member');
  const sponsorId = session?.role === 'member' ? session.user.mySponsorId : undefined;
  if (!sponsorId) return;
  const key = memberDashboardKey(sponsorId);
  if (!cachePageData(userDashboard, userDashboard.path, key)) {
    preload(key, fetchMemberDashboard).catch(() => undefined); // the page asks again when it renders
  }
}
