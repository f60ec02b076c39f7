import useSWR, { preload, useSWRConfig } from 'swr';
import { loginUser, logout, me, mePathOf, type Me, type SessionRole } from '@contract/auth';
import { ApiError, callApi } from './api';
import { cachePageData } from './page-data';

/**
 * Sessions live in httpOnly cookies, one per role, so a person can be signed in to the member area
 * and a staff area in one browser. `/api/auth/me?role=…` says who is behind each.
 */
export const meKey = mePathOf;

/** The session of a role, or null when there is none (401). */
async function fetchSession(role: SessionRole): Promise<Me | null> {
  try {
    return await callApi(me, { path: meKey(role) });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export function useSession(role: SessionRole) {
  return useSWR<Me | null>(meKey(role), () => fetchSession(role));
}

/**
 * The session ahead of the area's render, from the page when it carries it, else asked for;
 * `useSession` then takes this answer.
 */
export function preloadSession(role: SessionRole): Promise<Me | null> {
  const key = meKey(role);
  const answered = cachePageData(me, key, key);
  return answered ? Promise.resolve(answered) : preload(key, () => fetchSession(role));
}

/** The signed-in member inside the member area (its guard has already waited for the session). */
export function useMember() {
  const { data } = useSession('member');
  if (!data || data.role !== 'member' || !data.user.mySponsorId) {
    throw new Error('useMember() is only for pages inside the member area');
  }
  return { _id: data.user._id, name: data.user.name, mySponsorId: data.user.mySponsorId };
}

export function useMemberLogin() {
  const { mutate } = useSWRConfig();
  return async (sponsorId: string, password: string, code?: string) => {
    const result = await callApi(loginUser, {
      body: { sponsorId, password, ...(code ? { code } : {}) },
    });
    await mutate(meKey('member'));
    return result;
  };
}

/** Ends the role's server session and forgets everything cached for it (spec §2 Logout). */
export function useLogout(role: SessionRole) {
  const { mutate } = useSWRConfig();
  return async () => {
    await callApi(logout, { body: { role } }).catch(() => undefined);
    await mutate(() => true, undefined, { revalidate: false });
  };
}

export const loginPathOf: Record<SessionRole, string> = {
  member: '/login',
  operator: '/topupdashboard/login',
  admin: '/admin/login',
};
