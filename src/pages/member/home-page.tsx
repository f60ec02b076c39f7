import { MemberHome } from '@/features/dashboard/member-home';

export default function MemberHomePage() {
  return <MemberHome />;
}
