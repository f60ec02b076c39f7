import useSWR from 'swr';
import type { SessionRole } from '@contract/auth';
import {
  twoFactorDisable,
  twoFactorEnable,
  twoFactorRecoveryCodes,
  twoFactorSetup,
  twoFactorStatus,
} from '@contract/two-factor';
import { callApi } from '@/lib/api';
import { twoFactorStatusKey } from './keys';

/** GET /api/auth/two-factor?role=…: whether the signed-in person has a second factor. */
export function useTwoFactorStatus(role: SessionRole) {
  return useSWR(twoFactorStatusKey(role), (path: string) => callApi(twoFactorStatus, { path }));
}

export const startSetup = (role: SessionRole) => callApi(twoFactorSetup, { body: { role } });

export const enableTwoFactor = async (role: SessionRole, code: string) =>
  (await callApi(twoFactorEnable, { body: { role, code } })).recoveryCodes;

export const disableTwoFactor = (role: SessionRole, password: string, code: string) =>
  callApi(twoFactorDisable, { body: { role, password, code } });

export const newRecoveryCodes = async (role: SessionRole, code: string) =>
  (await callApi(twoFactorRecoveryCodes, { body: { role, code } })).recoveryCodes;
