import { useDecision } from '@/features/admin/shared/use-decision';
import { useStatusParam } from '@/features/admin/shared/use-status-param';
import { markClaimed, useRankRewards } from './api/rewards';
import { RewardsView } from './components/rewards-view';

/** `/admin/rewards`: achieved ranks; Mark claimed when the reward was handed over. */
export function Rewards() {
  const [status, setStatus] = useStatusParam(['unclaimed', 'Claimed'] as const);
  const { list, mutate } = useRankRewards(status);
  const { popup, onDecide } = useDecision(markClaimed, () => 'Could not mark it claimed', mutate);
  return (
    <>
      <RewardsView status={status} onStatusChange={setStatus} list={list} onClaim={onDecide} />
      {popup}
    </>
  );
}
