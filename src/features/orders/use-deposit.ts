import { useNavigate } from 'react-router-dom';
import { useMember } from '@/lib/session';
import { createDepositOrder } from './api/create-order';
import { useRefreshOrderHistory } from './api/use-order-history';
import type { SubmitDeposit } from './components/packages-view';
import { REPORTS_PATH } from './paths';

/** Sends a deposit as the signed-in member, then (after the popup) shows their orders. */
export function useDeposit() {
  const member = useMember();
  const refreshHistory = useRefreshOrderHistory();
  const navigate = useNavigate();

  const submit: SubmitDeposit = async (pkg, file) => {
    await createDepositOrder({ packageName: pkg.name, price: pkg.price, image: file, member });
    void refreshHistory();
  };

  return { submit, onOrdered: () => void navigate(REPORTS_PATH) };
}
