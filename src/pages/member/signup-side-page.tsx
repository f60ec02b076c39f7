import { useLocation, useParams } from 'react-router-dom';
import { MemberSideRegistration } from '@/features/registration/member-side-registration';
import type { Side } from '@/ui/position-choice/position-choice';

/**
 * `/userdashboard/signupleft/:parentSponsorId` and `/userdashboard/signupright/:parentSponsorId`.
 * The side comes from the `side` prop when the route passes one, else from the path.
 */
export default function SignupSidePage({ side }: { side?: Side }) {
  const { parentSponsorId = '' } = useParams();
  const { pathname } = useLocation();
  const resolved = side ?? (/\/signupright\//i.test(pathname) ? 'right' : 'left');
  return (
    <MemberSideRegistration
      key={`${resolved}/${parentSponsorId}`}
      side={resolved}
      parentSponsorId={parentSponsorId}
    />
  );
}
