import { useWalletHistory } from './api/use-wallet-history';
import { WalletHistoryView } from './components/wallet-history-view';

/** `/topupdashboard/wallethistory`: credits to the operator's float; a failure is only logged (spec §8). */
export function WalletHistory() {
  const { data, error, isValidating, mutate } = useWalletHistory();
  const failed = Boolean(error) && !data && !isValidating;
  return (
    <WalletHistoryView
      rows={data?.walletHistory}
      loading={!data && !failed}
      failed={failed}
      onRetry={() => void mutate()}
    />
  );
}
