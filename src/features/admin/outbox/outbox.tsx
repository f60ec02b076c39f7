import type { Delivery } from '@contract/notifications';
import { useDecision } from '@/features/admin/shared/use-decision';
import { useStatusParam } from '@/features/admin/shared/use-status-param';
import { OUTBOX_FILTERS, retryMessage, useOutbox } from './api/outbox';
import { OutboxView } from './components/outbox-view';

/** `/admin/outbox`: the outbox by state; a retry refreshes the list and its counts. */
export function Outbox() {
  const [filter, setFilter] = useStatusParam(OUTBOX_FILTERS, 'state');
  const { list, counts, mutate } = useOutbox(filter);
  const { popup, onDecide } = useDecision(
    (delivery: Delivery) => retryMessage(delivery._id),
    () => 'Could not retry the message',
    mutate,
  );
  return (
    <>
      <OutboxView
        filter={filter}
        onFilterChange={setFilter}
        list={list}
        counts={counts}
        onRetry={onDecide}
      />
      {popup}
    </>
  );
}
