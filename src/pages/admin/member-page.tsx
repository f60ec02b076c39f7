import { useParams } from 'react-router-dom';
import { Member } from '@/features/admin/members/member';

/** `/admin/members/:sponsorId`: a fresh page (dialogs, notices) for each member opened. */
export default function MemberPage() {
  const { sponsorId = '' } = useParams();
  return <Member key={sponsorId} sponsorId={sponsorId} />;
}
