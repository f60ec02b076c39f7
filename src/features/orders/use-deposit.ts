import { useNavigate } from 'react-router-dom';
import { useMember } from '@/lib/session';
import { useRefresh } from '@/lib/use-action';
import { createDepositOrder } from './api/create-order';
import { dashboardKey, orderHistoryKey } from './api/keys';
import type { SubmitDeposit } from './components/packages-view';
import { REPORTS_PATH } from './paths';

/**
 * Sends a deposit as the signed-in member (the panel runs it as its action), then (after the
 * popup) shows their orders.
 */
export function useDeposit() {
  const member = useMember();
  const refresh = useRefresh();
  const navigate = useNavigate();

  const submit: SubmitDeposit = async (pkg, file, payment) => {
    await createDepositOrder({
      packageName: pkg.name,
      price: pkg.price,
      image: file,
      member,
      ...(payment ? { payment } : {}),
    });
    refresh([orderHistoryKey(member.mySponsorId), dashboardKey(member.mySponsorId)]);
  };

  return { submit, onOrdered: () => void navigate(REPORTS_PATH) };
}
