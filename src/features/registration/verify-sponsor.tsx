import { useSearchParams } from 'react-router-dom';
import { fetchSponsor } from './api/verify-sponsor';
import { LoginHint, PublicFrame } from './components/public-frame';
import { VerifySponsorView } from './components/verify-sponsor-view';
import { sideOf } from './paths';

/** `/usersignup/verifysponsor?sponsorId=…&position=left|right` (spec §2, decisions §4). */
export function VerifySponsor() {
  const [params] = useSearchParams();
  return (
    <PublicFrame
      title="Join LEARN-TRADE-EARN"
      intro="Enter the User ID of the member who invited you and press Verify."
      footer={<LoginHint />}
    >
      <VerifySponsorView
        key={params.toString()}
        defaultSponsorId={params.get('sponsorId')?.trim() ?? ''}
        position={sideOf(params.get('position'))}
        onVerify={fetchSponsor}
      />
    </PublicFrame>
  );
}
