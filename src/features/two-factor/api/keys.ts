import type { SessionRole } from '@contract/auth';
import { twoFactorStatus } from '@contract/two-factor';
import { withQuery } from '@/lib/with-query';

/** Whether the signed-in person of a role has a second factor. */
export const twoFactorStatusKey = (role: SessionRole) => withQuery(twoFactorStatus.path, { role });
