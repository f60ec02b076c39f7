import { messageOf } from '@/lib/api';
import { useTopupStats } from './api/use-topup-stats';
import { OperatorHomeView, STATS_FAILURE } from './components/operator-home-view';

/** `/topupdashboard/home`: the operator's figures from `/dashboard/topup-dashboard`. */
export function OperatorHome() {
  const { data, error, isValidating, mutate } = useTopupStats();
  // A retry shows the skeletons again rather than the old failure.
  const failed = Boolean(error) && !data && !isValidating;
  return (
    <OperatorHomeView
      stats={data}
      loading={!data && !failed}
      error={failed ? messageOf(error, STATS_FAILURE) : undefined}
      onRetry={() => void mutate()}
    />
  );
}
