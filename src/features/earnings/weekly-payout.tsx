import { messageOf } from '@/lib/api';
import { useMember } from '@/lib/session';
import { useWeeklyEarnings } from './api/use-weekly-earnings';
import { PAYOUTS_FAILURE, WeeklyPayoutView } from './components/weekly-payout-view';

/** `/userdashboard/weeklypayout`: the member's weekly payout rows. */
export function WeeklyPayout() {
  const member = useMember();
  const { data, error, isLoading } = useWeeklyEarnings(member.mySponsorId);
  return (
    <WeeklyPayoutView
      rows={data?.weeklyEarnings}
      loading={isLoading}
      error={error && !data ? messageOf(error, PAYOUTS_FAILURE) : undefined}
    />
  );
}
