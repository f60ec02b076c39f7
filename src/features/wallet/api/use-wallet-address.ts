import useSWR from 'swr';
import { getWalletAddress } from '@contract/wallet';
import { callApi } from '@/lib/api';
import { walletAddressKey } from './keys';

/** The member's verified KYC wallet address, or null while none is verified. */
export function useWalletAddress(sponsorId: string, enabled = true) {
  return useSWR(enabled ? walletAddressKey(sponsorId) : null, ([, userId]) =>
    callApi(getWalletAddress, { body: { userId } }),
  );
}
