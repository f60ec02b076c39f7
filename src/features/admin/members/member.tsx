import type { MemberDetail } from '@contract/admin';
import { useNavigate } from 'react-router-dom';
import { useAction } from '@/lib/use-action';
import { memberPath } from '@/features/admin/paths';
import { resetTwoFactor } from '@/features/admin/api/two-factor';
import { RESET_TWO_FACTOR_FAILURE } from '@/features/admin/shared/two-factor';
import { useFailurePopup } from '@/features/admin/shared/use-failure-popup';
import { useStatusParam } from '@/features/admin/shared/use-status-param';
import {
  resetMemberKey,
  setMemberBlocked,
  useMemberDetail,
  useMemberOrders,
  useMemberStatement,
  useMemberTree,
  useMemberWithdrawals,
} from './api/members';
import { MEMBER_TABS } from './components/member-activity';
import { MemberView } from './components/member-view';
import type { ResetKeyResult } from './components/reset-key-dialog';

/**
 * `/admin/members/:sponsorId`: one member's page. Only the shown activity tab is fetched; the new
 * unique key of a reset goes straight to the view's dialog and is never cached.
 */
export function Member({ sponsorId }: { sponsorId: string }) {
  const navigate = useNavigate();
  const [tab, setTab] = useStatusParam(MEMBER_TABS, 'tab');
  const detail = useMemberDetail(sponsorId);
  const tree = useMemberTree(sponsorId);
  const orders = useMemberOrders(tab === 'orders' ? sponsorId : null);
  const statement = useMemberStatement(tab === 'statement' ? sponsorId : null);
  const withdrawals = useMemberWithdrawals(tab === 'withdrawals' ? sponsorId : null);
  const { popup, outcomeOf } = useFailurePopup();
  const keyReset = useAction(resetMemberKey);
  const blocking = useAction(setMemberBlocked);
  const twoFactorReset = useAction(resetTwoFactor);

  async function onResetKey(): Promise<ResetKeyResult> {
    const result = await keyReset.run(sponsorId);
    outcomeOf(result, 'Could not reset the unique key');
    // A reset also unlocks withdrawals locked by wrong keys.
    void detail.mutate();
    return result.status === 'done'
      ? { outcome: 'done', uniqueKey: result.result.uniqueKey }
      : { outcome: 'failed' };
  }

  async function onBlock(blocked: boolean) {
    const result = await blocking.run(sponsorId, blocked);
    const outcome = outcomeOf(
      result,
      blocked ? 'Could not block the login' : 'Could not unblock the login',
    );
    if (result.status === 'done') {
      // The answer says how it ended: shown at once, without reading the member again.
      void detail.mutate(
        (current: MemberDetail | undefined) =>
          current && {
            ...current,
            profile: { ...current.profile, blocked: result.result.blocked },
          },
      );
    } else {
      void detail.mutate();
    }
    return outcome;
  }

  async function onResetTwoFactor() {
    const outcome = outcomeOf(
      await twoFactorReset.run('member', sponsorId),
      RESET_TWO_FACTOR_FAILURE,
    );
    void detail.mutate();
    return outcome;
  }

  return (
    <>
      <MemberView
        sponsorId={sponsorId}
        detail={detail.read}
        tree={tree.read}
        tab={tab}
        onTabChange={setTab}
        orders={orders.list}
        statement={statement.list}
        withdrawals={withdrawals.list}
        onResetKey={onResetKey}
        onBlock={onBlock}
        onResetTwoFactor={onResetTwoFactor}
        onSelectMember={(id) => void navigate(memberPath(id))}
      />
      {popup}
    </>
  );
}
