import { useMember } from '@/lib/session';
import { useScholarshipRewards } from './api/use-scholarship-rewards';
import { SCHOLARSHIP_FAILURE, ScholarshipView } from './components/scholarship-view';

/** `/userdashboard/scholarship`: the member's monthly scholarship payments. */
export function Scholarship() {
  const member = useMember();
  const { data, error, isLoading } = useScholarshipRewards(member.mySponsorId);
  return (
    <ScholarshipView
      rows={data}
      loading={isLoading}
      error={error && !data ? SCHOLARSHIP_FAILURE : undefined}
    />
  );
}
