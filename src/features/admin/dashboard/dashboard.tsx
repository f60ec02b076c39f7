import { messageOf } from '@/lib/api';
import { useAdminDashboard } from '@/features/admin/api/dashboard';
import { DashboardView } from './components/dashboard-view';

export const DASHBOARD_FAILURE = 'Could not load the dashboard';

/** `/admin`: the admin dashboard. */
export function Dashboard() {
  const { data, error, isValidating, mutate } = useAdminDashboard();
  const failed = Boolean(error) && !data && !isValidating;
  return (
    <DashboardView
      data={data}
      error={failed ? messageOf(error, DASHBOARD_FAILURE) : undefined}
      onRetry={() => void mutate()}
    />
  );
}
