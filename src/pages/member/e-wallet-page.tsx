import { EWallet } from '@/features/wallet/e-wallet';

export default function EWalletPage() {
  return <EWallet />;
}
