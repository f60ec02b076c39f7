import { WalletDetails } from '@/features/wallet/wallet-details';

export default function WalletDetailsPage() {
  return <WalletDetails />;
}
