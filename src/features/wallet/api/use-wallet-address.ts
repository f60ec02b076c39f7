import useSWR from 'swr';
import { getWalletAddress } from '@contract/wallet';
import { callApi } from '@/lib/api';

/** The member's verified KYC wallet address, or null while none is verified. */
export function useWalletAddress(sponsorId: string, enabled = true) {
  return useSWR(enabled ? ([getWalletAddress.path, sponsorId] as const) : null, ([, userId]) =>
    callApi(getWalletAddress, { body: { userId } }),
  );
}
