import useSWR from 'swr';
import { adminDashboard } from '@contract/admin';
import { callApi } from '@/lib/api';

export const DASHBOARD_FAILURE = 'Could not load the dashboard';

/** GET /api/admin/dashboard: counts, business, pending queues and the weekly chart. */
export function useAdminDashboard() {
  return useSWR(adminDashboard.path, () => callApi(adminDashboard));
}
