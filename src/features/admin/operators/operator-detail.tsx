import { useOperatorFloat, useOperatorOrders, useOperatorSummary } from './api/operators';
import { OperatorDetailView } from './components/operator-detail-view';
import { useFundOperator } from './use-fund-operator';

/** `/admin/operators/:id`: one operator's float history and approved orders. */
export function OperatorDetail({ operatorId }: { operatorId: string }) {
  const operator = useOperatorSummary(operatorId);
  const float = useOperatorFloat(operatorId);
  const orders = useOperatorOrders(operatorId);
  const { popup, onFund } = useFundOperator(float.mutate);
  return (
    <>
      <OperatorDetailView
        operatorId={operatorId}
        operator={operator}
        float={float.list}
        orders={orders.list}
        onFund={onFund}
      />
      {popup}
    </>
  );
}
