import useSWR from 'swr';
import type { z } from 'zod/mini';
import { walletStatus } from '@contract/wallet';
import { callApi } from '@/lib/api';
import { kycStatusKey } from './keys';

/** The latest wallet details sent: shown while pending, the start of a Resubmit after a rejection. */
export type KycSubmission = NonNullable<z.infer<typeof walletStatus.response>['submission']>;

/** The member's wallet/KYC state (spec §4) and, when rejected, the admin's reason. */
export function useKycStatus(sponsorId: string) {
  return useSWR(kycStatusKey(sponsorId), (path: string) => callApi(walletStatus, { path }), {
    shouldRetryOnError: false,
  });
}
