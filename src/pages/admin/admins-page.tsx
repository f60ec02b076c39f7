import { Admins } from '@/features/admin/admins/admins';

export default function AdminsPage() {
  return <Admins />;
}
