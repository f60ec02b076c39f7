import useSWR from 'swr';
import { forgotPassword, recoveryOptions, resetPassword } from '@contract/notifications';
import { callApi } from '@/lib/api';
import { recoveryOptionsKey } from './keys';

/** Who asks: a member by sponsor ID, an operator by e-mail (admins recover through each other). */
export type RecoveringRole = 'member' | 'operator';

const loginOf = (role: RecoveringRole, id: string) =>
  role === 'member' ? { role, sponsorId: id } : { role, email: id };

/** GET /api/auth/recovery: whether codes can be e-mailed at all. */
export function useEmailRecovery() {
  return useSWR(recoveryOptionsKey, () => callApi(recoveryOptions));
}

/** POST /api/auth/forgot-password: always RECOVERY_SENT, whether or not the account exists. */
export const askRecoveryCode = async (role: RecoveringRole, id: string) =>
  (await callApi(forgotPassword, { body: loginOf(role, id) })).message;

/** POST /api/auth/reset-password: a new password with the e-mailed code; every session ends. */
export const resetForgottenPassword = async (
  role: RecoveringRole,
  id: string,
  code: string,
  newPassword: string,
) => (await callApi(resetPassword, { body: { ...loginOf(role, id), code, newPassword } })).message;
