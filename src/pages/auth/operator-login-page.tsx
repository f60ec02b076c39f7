import { StaffLogin } from '@/features/auth/staff-login';

export default function OperatorLoginPage() {
  return <StaffLogin role="operator" />;
}
