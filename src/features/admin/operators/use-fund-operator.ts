import { listOperators } from '@contract/admin';
import { useSWRConfig } from 'swr';
import { formatMoney } from '@/ui/lib/format';
import { useAdminAction } from '@/features/admin/shared/use-admin-action';
import { fundOperator, type FloatCredit } from './api/operators';

/** Funds a float, confirms it in a popup with the new balance and refreshes the operator reads. */
export function useFundOperator(refresh: () => unknown) {
  const { mutate } = useSWRConfig();
  const { popup, run, show } = useAdminAction();

  async function onFund(credit: FloatCredit) {
    const { outcome, result } = await run(() => fundOperator(credit), 'Could not fund the float');
    if (result) {
      void show({
        icon: 'success',
        title: 'Float funded',
        text: `${result.message} New balance: ${formatMoney(result.available_Balance)} USDT.`,
      });
    }
    void refresh();
    void mutate((key) => typeof key === 'string' && key.startsWith(listOperators.path));
    return outcome;
  }

  return { popup, onFund };
}
