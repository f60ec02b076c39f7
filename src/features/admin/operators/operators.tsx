import type { OperatorSummary } from '@contract/admin';
import { useAction } from '@/lib/use-action';
import { resetTwoFactor } from '@/features/admin/api/two-factor';
import { RESET_TWO_FACTOR_FAILURE } from '@/features/admin/shared/two-factor';
import { useFailurePopup } from '@/features/admin/shared/use-failure-popup';
import { addOperator, useOperators, type NewOperator } from './api/operators';
import { OperatorsView } from './components/operators-view';
import { useFundOperator } from './use-fund-operator';

/** `/admin/operators`: the operator list with Create operator and Fund float. */
export function Operators() {
  const { list, mutate } = useOperators();
  const { popup, show, outcomeOf } = useFailurePopup();
  const creation = useAction(addOperator);
  const twoFactorReset = useAction(resetTwoFactor);
  const funding = useFundOperator(mutate);

  async function onCreate(values: NewOperator) {
    const outcome = outcomeOf(await creation.run(values), 'Could not create the operator');
    if (outcome === 'done') {
      void show({
        icon: 'success',
        title: 'Operator created',
        text: `${values.name} can now sign in with ${values.email}.`,
      });
      void mutate();
    }
    return outcome;
  }

  async function onResetTwoFactor(operator: OperatorSummary) {
    const outcome = outcomeOf(
      await twoFactorReset.run('operator', operator.email),
      RESET_TWO_FACTOR_FAILURE,
    );
    void mutate();
    return outcome;
  }

  return (
    <>
      <OperatorsView
        list={list}
        onCreate={onCreate}
        onFund={funding.onFund}
        onResetTwoFactor={onResetTwoFactor}
      />
      {popup}
      {funding.popup}
    </>
  );
}
