import { Notices } from '@/features/notifications/notices';

export default function OperatorNotificationsPage() {
  return <Notices role="operator" />;
}
