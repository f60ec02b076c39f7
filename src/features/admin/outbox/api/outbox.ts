import { listOutbox, retryDelivery, type DeliveryState } from '@contract/notifications';
import { callApi } from '@/lib/api';
import { useKeyset } from '@/lib/use-keyset';
import { withQuery } from '@/lib/with-query';

export const OUTBOX_FAILURE = 'Could not load the outbox';

/** A tab of the outbox: one delivery state, or all of them. */
export type OutboxFilter = DeliveryState | 'all';

/** Dead letters first: they are what an admin comes here for (decisions §14). */
export const OUTBOX_FILTERS = ['dead', 'retrying', 'pending', 'sending', 'sent', 'all'] as const;

/** GET /api/admin/outbox[?state=…]: messages newest first, with how many are in each state. */
export function useOutbox(filter: OutboxFilter) {
  const { list, pages, mutate } = useKeyset(
    withQuery(listOutbox.path, { state: filter === 'all' ? undefined : filter }),
    (path) => callApi(listOutbox, { path }),
    OUTBOX_FAILURE,
  );
  return { list, counts: pages?.[0]?.counts, mutate };
}

/** POST /api/admin/outbox/{id}/retry: a dead or retrying message is sent again, attempts afresh. */
export const retryMessage = (id: string) =>
  callApi(retryDelivery, { path: retryDelivery.path.replace(':id', encodeURIComponent(id)) });
