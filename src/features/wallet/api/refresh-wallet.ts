import { useSWRConfig } from 'swr';
import { userDashboard } from '@contract/dashboard';
import { walletOrders } from '@contract/wallet';

const walletPaths = [userDashboard.path, walletOrders.path];

function isWalletKey(key: unknown): boolean {
  const head: unknown = Array.isArray(key) ? key[0] : key;
  return typeof head === 'string' && walletPaths.includes(head);
}

/** After a withdrawal: the balance (dashboard) and the withdrawal history read from the server again. */
export function useRefreshWallet() {
  const { mutate } = useSWRConfig();
  return () => mutate(isWalletKey);
}
