import { messageOf } from '@/lib/api';
import { useProfile } from './api/account';
import { ProfileView } from './components/profile-view';
import { copy } from './copy';

/** The account page's Profile section. */
export function Profile() {
  const profile = useProfile();
  return (
    <ProfileView
      profile={profile.data}
      error={profile.error ? messageOf(profile.error, copy.profileFailure) : undefined}
      onRetry={() => void profile.mutate()}
    />
  );
}
