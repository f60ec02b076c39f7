import { NotificationSettings } from '@/features/notifications/notification-settings';
import { AccountSettings } from '@/features/two-factor/account-page';
import { NewUniqueKey } from '@/features/wallet/new-unique-key';

const MEMBER_ACCOUNT_INTRO = 'How you sign in, how we reach you, and your unique key.';

export default function MemberAccountPage() {
  return (
    <AccountSettings role="member" intro={MEMBER_ACCOUNT_INTRO}>
      <NotificationSettings />
      <NewUniqueKey />
    </AccountSettings>
  );
}
