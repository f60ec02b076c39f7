import { formatMoney } from '@/ui/lib/format';
import { useAction, useRefresh } from '@/lib/use-action';
import { useFailurePopup } from '@/features/admin/shared/use-failure-popup';
import { fundOperator, operatorSummariesKey, type FloatCredit } from './api/operators';

/** Funds a float, confirms it in a popup with the new balance and refreshes the operator reads. */
export function useFundOperator(refresh: () => unknown) {
  const { popup, show, outcomeOf } = useFailurePopup();
  const funding = useAction(fundOperator);
  const refreshKeys = useRefresh();

  async function onFund(credit: FloatCredit) {
    const result = await funding.run(credit);
    const outcome = outcomeOf(result, 'Could not fund the float');
    if (result.status === 'done') {
      void show({
        icon: 'success',
        title: 'Float funded',
        text: `${result.result.message} New balance: ${formatMoney(result.result.available_Balance)} USDT.`,
      });
    }
    // Also after a failure: the float may have changed meanwhile.
    void refresh();
    refreshKeys([operatorSummariesKey]);
    return outcome;
  }

  return { popup, onFund };
}
