import { messageOf } from '@/lib/api';
import { useMember } from '@/lib/session';
import { useRankTable } from './api/use-rank-table';
import { useRanking } from './api/use-ranking';
import { RANKING_FAILURE, RANKS_FAILURE, RewardsView } from './components/rewards-view';

/** `/userdashboard/rewards`: the rank table with the member's status on each rank. */
export function Rewards() {
  const member = useMember();
  const ranks = useRankTable();
  const ranking = useRanking(member.mySponsorId);
  const rankingFailed = Boolean(ranking.error) && !ranking.data;
  return (
    <RewardsView
      ranks={ranks.data}
      rankingDetails={ranking.data?.userRank.ranking_details}
      loading={ranks.isLoading || (ranking.isLoading && !ranking.data)}
      error={ranks.error && !ranks.data ? messageOf(ranks.error, RANKS_FAILURE) : undefined}
      rankingError={rankingFailed ? messageOf(ranking.error, RANKING_FAILURE) : undefined}
    />
  );
}
