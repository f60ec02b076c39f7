import { messageOf } from '@/lib/api';
import { useMember } from '@/lib/session';
import { useMemberDashboard } from './api/use-member-dashboard';
import { DASHBOARD_FAILURE, DashboardView } from './components/dashboard-view';

/** The member's home (`/userdashboard`): the dashboard of the signed-in member. */
export function MemberHome() {
  const member = useMember();
  const { data, error, isValidating, mutate } = useMemberDashboard(member.mySponsorId);
  // A retry shows the skeleton again rather than the old failure.
  const failed = Boolean(error) && !data && !isValidating;
  return (
    <DashboardView
      name={data?.userDetails.name ?? member.name}
      dashboard={data}
      loading={!data && !failed}
      error={failed ? messageOf(error, DASHBOARD_FAILURE) : undefined}
      onRetry={() => void mutate()}
    />
  );
}
