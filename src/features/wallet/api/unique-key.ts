import useSWR from 'swr';
import { recoveryOptions, uniqueKeyCode, uniqueKeyReset } from '@contract/notifications';
import { callApi } from '@/lib/api';
import { recoveryOptionsKey } from './keys';

/** GET /api/auth/recovery: whether codes can be e-mailed (else a new key comes from an admin). */
export function useEmailRecovery() {
  return useSWR(recoveryOptionsKey, () => callApi(recoveryOptions));
}

/** POST /api/user/unique-key/code {password}: e-mails a code; answers the server's words. */
export const sendUniqueKeyCode = async (password: string) =>
  (await callApi(uniqueKeyCode, { body: { password } })).message;

/** POST /api/user/unique-key/reset {password, code}: the new key, shown once; the old one stops. */
export const resetUniqueKey = (password: string, code: string) =>
  callApi(uniqueKeyReset, { body: { password, code } });
