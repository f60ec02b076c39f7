import { Members } from '@/features/admin/members/members';

export default function MembersPage() {
  return <Members />;
}
