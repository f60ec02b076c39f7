import { userDashboard } from '@contract/dashboard';
import { recoveryOptions } from '@contract/notifications';
import { twoFactorStatus } from '@contract/two-factor';
import { getWalletAddress, walletOrders, walletStatusPath } from '@contract/wallet';
import { withQuery } from '@/lib/with-query';

/** The member's wallet/KYC state. */
export const kycStatusKey = (sponsorId: string) => walletStatusPath(sponsorId);

/** The member's verified wallet address. */
export const walletAddressKey = (sponsorId: string) => [getWalletAddress.path, sponsorId] as const;

/**
 * The dashboard call, read for the balance: keyed as the dashboard feature keys it, so the two
 * share one cache entry.
 */
export const walletBalanceKey = (sponsorId: string) => [userDashboard.path, sponsorId] as const;

/** The member's withdrawal orders. */
export const withdrawalsKey = (sponsorId: string) => [walletOrders.path, sponsorId] as const;

/** Whether the member has a second factor (the two-factor feature keys its status the same way). */
export const memberSecondFactorKey = withQuery(twoFactorStatus.path, { role: 'member' });

/** Whether the server e-mails recovery codes (the auth feature reads the same path for its own screen). */
export const recoveryOptionsKey = recoveryOptions.path;

/** What a withdrawal changes: the balance (on the dashboard) and the withdrawal history. */
export const afterWithdrawal = (sponsorId: string) => [
  walletBalanceKey(sponsorId),
  withdrawalsKey(sponsorId),
];

/** What sent wallet details change besides their status: the dashboard's "What happens next". */
export const afterWalletDetails = (sponsorId: string) => [walletBalanceKey(sponsorId)];
