import useSWR from 'swr';
import { listAdmins, resetAdminPassword } from '@contract/notifications';
import { callApi } from '@/lib/api';

export const ADMINS_FAILURE = 'Could not load the admins';

/** GET /api/admin/admins: every admin, oldest first. */
export function useAdmins() {
  return useSWR(listAdmins.path, async () => (await callApi(listAdmins)).admins);
}

/** POST /api/admin/admins/{id}/reset-password: a new password for another admin, shown once. */
export const resetPasswordOf = (id: string) =>
  callApi(resetAdminPassword, {
    path: resetAdminPassword.path.replace(':id', encodeURIComponent(id)),
  });
