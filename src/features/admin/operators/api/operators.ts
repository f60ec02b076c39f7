import {
  createOperator,
  creditOperator,
  creditOperatorPath,
  listOperators,
  operatorFloat,
  operatorOrders,
  operatorPath,
} from '@contract/admin';
import type { z } from 'zod/mini';
import useSWR from 'swr';
import { callApi } from '@/lib/api';
import { withQuery } from '@/lib/with-query';
import { useKeyset } from '@/lib/use-keyset';

export const OPERATORS_FAILURE = 'Could not load operators';
export const FLOAT_FAILURE = 'Could not load the float history';
export const OPERATOR_ORDERS_FAILURE = 'Could not load the approved orders';

/** GET /api/admin/operators: every operator with float and business, keyset pages. */
export function useOperators() {
  return useKeyset(
    listOperators.path,
    (path) => callApi(listOperators, { path }),
    OPERATORS_FAILURE,
  );
}

/** Every operator in one page (operators are few; 200 is the list's largest page). */
export const operatorSummariesKey = withQuery(listOperators.path, { limit: 200 });

/** One operator's summary. The API has no single-operator read: it is looked up in the list. */
export function useOperatorSummary(id: string) {
  return useSWR(operatorSummariesKey, (path: string) =>
    callApi(listOperators, { path }),
  ).data?.items.find((operator) => operator._id === id);
}

/** GET /api/admin/operators/{id}/float: the float's credits and debits, newest first. */
export function useOperatorFloat(id: string) {
  return useKeyset(
    operatorPath(id, 'float'),
    (path) => callApi(operatorFloat, { path }),
    FLOAT_FAILURE,
  );
}

/** GET /api/admin/operators/{id}/orders: the orders this operator approved. */
export function useOperatorOrders(id: string) {
  return useKeyset(
    operatorPath(id, 'orders'),
    (path) => callApi(operatorOrders, { path }),
    OPERATOR_ORDERS_FAILURE,
  );
}

export type NewOperator = z.input<typeof createOperator.body>;

/** POST /api/admin/operators {name, email, password}. */
export function addOperator(values: NewOperator) {
  return callApi(createOperator, { body: values });
}

/** What the Fund float dialog hands over: the amount and the key of that dialog opening. */
export type FloatCredit = { operatorId: string; amount: number; idempotencyKey: string };

/** POST /api/admin/operators/{id}/credit {amount}, idempotent per dialog opening. */
export function fundOperator({ operatorId, amount, idempotencyKey }: FloatCredit) {
  return callApi(creditOperator, {
    path: creditOperatorPath(operatorId),
    body: { amount },
    idempotencyKey,
  });
}
