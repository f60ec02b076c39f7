import { Notices } from '@/features/notifications/notices';

export default function MemberNotificationsPage() {
  return <Notices role="member" />;
}
