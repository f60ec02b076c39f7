import { useNavigate } from 'react-router-dom';
import { messageOf } from '@/lib/api';
import { useRefresh } from '@/lib/use-action';
import { Card, CardContent } from '@/ui/card/card';
import type { Side } from '@/ui/position-choice/position-choice';
import { registerMember } from './api/register-member';
import { isNetworkRead } from './api/keys';
import { useSponsor } from './api/verify-sponsor';
import { RegistrationFlow } from './components/registration-flow';
import { GENEALOGY_PATH } from './paths';

export type MemberSideRegistrationProps = {
  /** The leg of the parent the newcomer joins. */
  side: Side;
  /** The member to place under (a vacant slot's parent in the genealogy tree). */
  parentSponsorId: string;
};

/** `/userdashboard/signupleft|signupright/{parentSponsorId}` (spec §2, decisions §4). */
export function MemberSideRegistration({ side, parentSponsorId }: MemberSideRegistrationProps) {
  const navigate = useNavigate();
  const refresh = useRefresh();
  // The parent's name, as the verify-sponsor read gives it: the page names whom the newcomer joins.
  const parent = useSponsor(parentSponsorId);
  const parentName = parent.data?.name;
  const placedUnder = parentName ? `${parentName} (${parentSponsorId})` : parentSponsorId;
  return (
    <div className="grid max-w-3xl gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight">Registration</h1>
        <p className="text-sm break-words text-muted">
          Register a new member in your team, on the {side} of{' '}
          {parentName ?? 'the member you picked'}.
        </p>
      </div>
      <Card>
        <CardContent>
          <RegistrationFlow
            sponsor={{
              id: parentSponsorId,
              idLabel: 'Parent User ID',
              name: parentName ?? '',
              nameLabel: 'Parent name',
              nameLoading: parent.isLoading,
              error: parent.error
                ? messageOf(parent.error, 'Could not load the parent')
                : undefined,
            }}
            placementNote={`Placing under ${placedUnder} on the ${side}`}
            hintWording="member"
            register={({ position: _, ...payload }) => registerMember(payload, side)}
            onRegistered={() => {
              refresh([isNetworkRead]);
              navigate(GENEALOGY_PATH);
            }}
          />
        </CardContent>
      </Card>
    </div>
  );
}
