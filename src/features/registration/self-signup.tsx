import { useNavigate, useSearchParams } from 'react-router-dom';
import { messageOf } from '@/lib/api';
import { registerMember } from './api/register-member';
import { useSponsor } from './api/verify-sponsor';
import { LoginHint, PublicFrame, VerifyAnotherHint } from './components/public-frame';
import { RegistrationFlow } from './components/registration-flow';
import type { SponsorDisplay } from './components/registration-form';
import { LOGIN_PATH, joinNote, sideOf } from './paths';

/** `/usersignup/Signup?sponsorId=…&position=…`: self signup under a verified sponsor (spec §2). */
export function SelfSignup() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const linkedId = params.get('sponsorId')?.trim() ?? '';
  const position = sideOf(params.get('position'));
  const { data, error, isLoading } = useSponsor(linkedId);

  const sponsor: SponsorDisplay = {
    id: data?.mySponsorId ?? linkedId,
    name: data?.name,
    nameLoading: isLoading,
    error: !linkedId
      ? 'No sponsor given. Verify your sponsor first.'
      : error
        ? messageOf(error, 'Error registering user')
        : undefined,
  };

  return (
    <PublicFrame
      title="Sign up"
      intro="Create your account. Your sponsor's details come from their link."
      footer={
        <div className="grid justify-items-center">
          <VerifyAnotherHint />
          <LoginHint />
        </div>
      }
    >
      <RegistrationFlow
        sponsor={sponsor}
        placementNote={joinNote(position)}
        hintWording="signup"
        requireVerifiedSponsor
        register={({ position: _, ...payload }) => registerMember(payload, position)}
        newIdLabel="Your User ID (for login)"
        successConfirmText="Go to login"
        onRegistered={() => navigate(LOGIN_PATH)}
      />
    </PublicFrame>
  );
}
