import useSWR from 'swr';
import { adminDashboard } from '@contract/admin';
import { callApi } from '@/lib/api';

/** The dashboard's key: its pending counts label the queues, so every decision refreshes it. */
export const adminDashboardKey = adminDashboard.path;

/** GET /api/admin/dashboard: counts, business, pending queues and the weekly chart. */
export function useAdminDashboard() {
  return useSWR(adminDashboardKey, () => callApi(adminDashboard));
}
