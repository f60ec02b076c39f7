import { submitWalletDetails } from '@contract/wallet';
import { callApi } from '@/lib/api';

/** The KYC submission of spec §3 ("Wallet details submitted"), field names as the API spells them. */
export type WalletDetailsSubmission = {
  userId: string;
  name: string;
  telegramId: string;
  Walletaddress: string;
  /** The authenticator or recovery code, when the member has a second factor. */
  code?: string;
};

/** POST /wallet/walletdetails/: the member's KYC submission; it then waits for an admin's review. */
export function sendWalletDetails(details: WalletDetailsSubmission) {
  return callApi(submitWalletDetails, { body: details });
}
