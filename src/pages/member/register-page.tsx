import { MemberRegistration } from '@/features/registration/member-registration';

export default function RegisterPage() {
  return <MemberRegistration />;
}
