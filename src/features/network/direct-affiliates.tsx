import { messageOf } from '@/lib/api';
import { useMember } from '@/lib/session';
import { useDirectReferrals } from './api/use-direct-referrals';
import {
  DIRECT_AFFILIATES_FAILURE,
  DirectAffiliatesView,
} from './components/direct-affiliates-view';

export function DirectAffiliates() {
  const member = useMember();
  const { data, error, isLoading } = useDirectReferrals(member.mySponsorId);
  return (
    <DirectAffiliatesView
      rows={data}
      loading={isLoading}
      error={error && !data ? messageOf(error, DIRECT_AFFILIATES_FAILURE) : undefined}
    />
  );
}
