import { AccountSettings } from '@/features/two-factor/account-page';

export default function MemberAccountPage() {
  return <AccountSettings role="member" />;
}
