import { Notices } from '@/features/notifications/notices';

export default function AdminNotificationsPage() {
  return <Notices role="admin" />;
}
