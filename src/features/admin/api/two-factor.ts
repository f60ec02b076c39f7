import { adminResetTwoFactor } from '@contract/two-factor';
import type { z } from 'zod/mini';
import { callApi } from '@/lib/api';

export type ResetTwoFactorKind = z.infer<typeof adminResetTwoFactor.body>['kind'];

/** POST /api/admin/two-factor/reset: removes a person's second factor (they are told). */
export function resetTwoFactor(kind: ResetTwoFactorKind, account: string) {
  return callApi(adminResetTwoFactor, { body: { kind, account } });
}
