import { useDecision } from '@/features/admin/shared/use-decision';
import { useStatusParam } from '@/features/admin/shared/use-status-param';
import { markClaimed, useAnyClaimed, useRankRewards } from './api/rewards';
import { RewardsView } from './components/rewards-view';

/** `/admin/rewards`: achieved ranks; Mark claimed when the reward was handed over. */
export function Rewards() {
  const [status, setStatus] = useStatusParam(['unclaimed', 'Claimed'] as const);
  const { list, mutate } = useRankRewards(status);
  const { popup, onDecide } = useDecision(markClaimed, () => 'Could not mark it claimed', mutate);
  const unclaimedEmpty = status === 'unclaimed' && list.rows?.length === 0;
  const anyClaimed = useAnyClaimed(unclaimedEmpty);
  // The empty Unclaimed list's words depend on whether any reward was claimed: wait for that.
  const shown =
    unclaimedEmpty && anyClaimed === undefined ? { ...list, rows: undefined, loading: true } : list;
  return (
    <>
      <RewardsView
        status={status}
        onStatusChange={setStatus}
        list={shown}
        onClaim={onDecide}
        anyClaimed={anyClaimed}
      />
      {popup}
    </>
  );
}
