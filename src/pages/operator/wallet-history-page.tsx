import { WalletHistory } from '@/features/operator/wallet-history';

export default function WalletHistoryPage() {
  return <WalletHistory />;
}
