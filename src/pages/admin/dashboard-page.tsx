import { Dashboard } from '@/features/admin/dashboard/dashboard';

export default function AdminDashboardPage() {
  return <Dashboard />;
}
