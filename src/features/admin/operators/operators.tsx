import type { OperatorSummary } from '@contract/admin';
import { resetTwoFactor } from '@/features/admin/api/two-factor';
import { RESET_TWO_FACTOR_FAILURE } from '@/features/admin/shared/two-factor';
import { useAdminAction } from '@/features/admin/shared/use-admin-action';
import { addOperator, useOperators, type NewOperator } from './api/operators';
import { OperatorsView } from './components/operators-view';
import { useFundOperator } from './use-fund-operator';

/** `/admin/operators`: the operator list with Create operator and Fund float. */
export function Operators() {
  const { list, mutate } = useOperators();
  const created = useAdminAction();
  const funding = useFundOperator(mutate);

  async function onCreate(values: NewOperator) {
    const { outcome } = await created.run(
      () => addOperator(values),
      'Could not create the operator',
    );
    if (outcome === 'done') {
      void created.show({
        icon: 'success',
        title: 'Operator created',
        text: `${values.name} can now sign in with ${values.email}.`,
      });
      void mutate();
    }
    return outcome;
  }

  async function onResetTwoFactor(operator: OperatorSummary) {
    const { outcome } = await created.run(
      () => resetTwoFactor('operator', operator.email),
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
      {created.popup}
      {funding.popup}
    </>
  );
}
