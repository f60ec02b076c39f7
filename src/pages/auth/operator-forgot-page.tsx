import { ForgotPassword } from '@/features/auth/forgot-password';

export default function OperatorForgotPage() {
  return <ForgotPassword role="operator" />;
}
