import { useMember } from '@/lib/session';
import { useRefresh } from '@/lib/use-action';
import { Card, CardContent } from '@/ui/card/card';
import { registerMember } from './api/register-member';
import { isNetworkRead } from './api/keys';
import { RegistrationFlow } from './components/registration-flow';

/** `/userdashboard/register`: a signed-in member registers someone on their left or right leg. */
export function MemberRegistration() {
  const member = useMember();
  const refresh = useRefresh();
  return (
    <div className="grid max-w-3xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Registration</h1>
        <p className="text-sm text-muted">
          Register a new member in your team. They join at the far end of the leg you choose.
        </p>
      </div>
      <Card>
        <CardContent>
          <RegistrationFlow
            sponsor={{ id: member.mySponsorId, name: member.name }}
            showPosition
            hintWording="member"
            resetAfterSuccess
            register={({ position, ...payload }) => registerMember(payload, position)}
            onRegistered={() => refresh([isNetworkRead])}
          />
        </CardContent>
      </Card>
    </div>
  );
}
