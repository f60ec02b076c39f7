import useSWR from 'swr';
import { walletStatus, walletStatusPath } from '@contract/wallet';
import { callApi } from '@/lib/api';

/** The member's wallet/KYC state (spec §4) and, when rejected, the admin's reason. */
export function useKycStatus(sponsorId: string) {
  return useSWR(walletStatusPath(sponsorId), (path: string) => callApi(walletStatus, { path }), {
    shouldRetryOnError: false,
  });
}
