import { StaffLogin } from '@/features/auth/staff-login';

export default function AdminLoginPage() {
  return <StaffLogin role="admin" />;
}
