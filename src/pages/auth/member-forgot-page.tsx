import { ForgotPassword } from '@/features/auth/forgot-password';

export default function MemberForgotPage() {
  return <ForgotPassword role="member" />;
}
