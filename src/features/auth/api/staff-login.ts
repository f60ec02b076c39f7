import { useSWRConfig } from 'swr';
import { adminLogin } from '@contract/admin';
import { topupLogin } from '@contract/operator';
import { callApi } from '@/lib/api';
import { meKey } from '@/lib/session';

/**
 * Signs an operator or an admin in. Apart from `src/lib/session.ts`, so the member area never
 * loads the staff contracts (vite.config.ts: the 'api-staff' chunk).
 */
export function useStaffLogin(role: 'operator' | 'admin') {
  const { mutate } = useSWRConfig();
  return async (email: string, password: string, code?: string) => {
    const body = { email, password, ...(code ? { code } : {}) };
    const result =
      role === 'operator'
        ? await callApi(topupLogin, { body })
        : await callApi(adminLogin, { body });
    await mutate(meKey(role));
    return {
      message: result.message,
      enrol: 'twoFactor' in result && result.twoFactor === 'enrol',
    };
  };
}
