import { ChangePassword } from '@/features/account/change-password';
import { AccountLayout } from '@/features/account/account-layout';
import { Profile } from '@/features/account/profile';
import { Sessions } from '@/features/account/sessions';
import { NotificationSettings } from '@/features/notifications/notification-settings';
import { ACCOUNT_TITLE } from '@/features/two-factor/account-page';
import { TwoFactorSettings } from '@/features/two-factor/two-factor-settings';
import { NewUniqueKey } from '@/features/wallet/new-unique-key';

const MEMBER_ACCOUNT_INTRO =
  'Your details, how you sign in, where you are signed in, how we reach you, and your unique key.';

export default function MemberAccountPage() {
  return (
    <AccountLayout title={ACCOUNT_TITLE} intro={MEMBER_ACCOUNT_INTRO}>
      <Profile />
      <ChangePassword />
      <Sessions />
      <TwoFactorSettings role="member" />
      <NotificationSettings />
      <NewUniqueKey />
    </AccountLayout>
  );
}
