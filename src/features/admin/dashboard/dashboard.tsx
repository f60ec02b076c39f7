import { messageOf } from '@/lib/api';
import { DASHBOARD_FAILURE, useAdminDashboard } from './api/use-dashboard';
import { DashboardView } from './components/dashboard-view';

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
