import { preload } from 'swr';
import { preloadSession } from '@/lib/session';
import { memberDashboardKey } from './keys';
import { fetchMemberDashboard } from './use-member-dashboard';

/**
 * The dashboard's call, made as soon as the session is known rather than after the page has
 * rendered (src/app/router.tsx `preloadRoute`); `useMemberDashboard` takes the answer.
 */
export async function preloadMemberDashboard() {
  const session = await preloadSession('member');
  const sponsorId = session?.role === 'member' ? session.user.mySponsorId : undefined;
  if (sponsorId) await preload(memberDashboardKey(sponsorId), fetchMemberDashboard);
}
