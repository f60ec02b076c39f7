import { SelfSignup } from '@/features/registration/self-signup';

export default function SignupPage() {
  return <SelfSignup />;
}
