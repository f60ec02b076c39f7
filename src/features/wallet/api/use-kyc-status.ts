import useSWR from 'swr';
import { walletStatus } from '@contract/wallet';
import { callApi } from '@/lib/api';
import { kycStatusKey } from './keys';

/** The member's wallet/KYC state (spec §4) and, when rejected, the admin's reason. */
export function useKycStatus(sponsorId: string) {
  return useSWR(kycStatusKey(sponsorId), (path: string) => callApi(walletStatus, { path }), {
    shouldRetryOnError: false,
  });
}
