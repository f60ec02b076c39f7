import { AccountSettings } from '@/features/two-factor/account-page';

export default function OperatorAccountPage() {
  return <AccountSettings role="operator" />;
}
