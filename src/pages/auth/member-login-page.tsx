import { MemberLogin } from '@/features/auth/member-login';

export default function MemberLoginPage() {
  return <MemberLogin />;
}
