import useSWR from 'swr';
import {
  accountProfile,
  accountSessions,
  revokeAccountSession,
  revokeOtherSessions,
} from '@contract/account';
import { changePassword as changePasswordEndpoint } from '@contract/auth';
import { callApi } from '@/lib/api';
import { profileKey, sessionsKey } from './keys';

/** GET /api/account/profile */
export function useProfile() {
  return useSWR(profileKey, () => callApi(accountProfile));
}

/** GET /api/account/sessions */
export function useSessions() {
  return useSWR(sessionsKey, () => callApi(accountSessions));
}

/** Resolves to the server's words; the server sets this browser's new session cookie. */
export const changePassword = async (currentPassword: string, newPassword: string) =>
  (await callApi(changePasswordEndpoint, { body: { currentPassword, newPassword } })).message;

export const signOutSession = async (id: string) => {
  await callApi(revokeAccountSession, { body: { id } });
};

/** Resolves to how many other sessions ended. */
export const signOutOtherSessions = async () => (await callApi(revokeOtherSessions)).count;
