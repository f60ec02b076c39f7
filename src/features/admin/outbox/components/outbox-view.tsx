import { Mail, RotateCcw, Send } from 'lucide-react';
import {
  MEMBER_KIND_LABELS,
  type Delivery,
  type DeliveryState,
  type NotificationKind,
} from '@contract/notifications';
import type { DataTableColumn } from '@/ui/data-table/data-table';
import { formatDateTime } from '@/ui/lib/format';
import { StatusBadge, type StatusTone } from '@/ui/status-badge/status-badge';
import type { TabItem } from '@/ui/tabs/tabs';
import type { ListState } from '@/lib/use-keyset';
import { QueuePage } from '@/features/admin/shared/queue-page';
import type { QueueAction } from '@/features/admin/shared/queue-table';
import { NoteCell } from '@/features/admin/shared/text-cell';
import type { DecisionOutcome } from '@/features/admin/shared/use-failure-popup';
import type { OutboxFilter } from '../api/outbox';

export type OutboxViewProps = {
  filter: OutboxFilter;
  onFilterChange: (filter: OutboxFilter) => void;
  /** The messages of that tab and their paging. */
  list: ListState<Delivery>;
  /** How many messages are in each state; undefined until the first page arrives. */
  counts?: Record<DeliveryState, number>;
  /** Sends a dead or retrying message again and says how it ended. */
  onRetry: (delivery: Delivery) => Promise<DecisionOutcome>;
};

const stateWords: Record<DeliveryState, { label: string; tone: StatusTone }> = {
  dead: { label: 'Dead', tone: 'danger' },
  retrying: { label: 'Retrying', tone: 'warning' },
  pending: { label: 'Pending', tone: 'muted' },
  sending: { label: 'Sending', tone: 'muted' },
  sent: { label: 'Sent', tone: 'accent' },
};

const emptyMessages: Record<OutboxFilter, string> = {
  dead: 'No dead letters: every message was delivered or is still being tried',
  retrying: 'No message is waiting for another try',
  pending: 'No message is waiting to be sent',
  sending: 'No message is being sent right now',
  sent: 'No message sent yet',
  all: 'The outbox is empty',
};

/** Kinds only staff and e-mail see, besides those a member chooses channels for. */
const kindLabels: Record<NotificationKind, string> = {
  ...MEMBER_KIND_LABELS,
  queue_digest: 'Staff digest',
  recovery_code: 'Recovery code',
};

const channelNames: Record<Delivery['channel'], string> = { email: 'E-mail', telegram: 'Telegram' };

const total = (counts: Record<DeliveryState, number>) =>
  Object.values(counts).reduce((sum, count) => sum + count, 0);

const tabs = (counts?: Record<DeliveryState, number>): TabItem<OutboxFilter>[] => [
  ...(Object.keys(stateWords) as DeliveryState[]).map((state) => ({
    value: state,
    label: stateWords[state].label,
    count: counts?.[state],
  })),
  { value: 'all', label: 'All', count: counts && total(counts) },
];

const actions: QueueAction<Delivery>[] = [
  {
    id: 'retry',
    label: 'Retry',
    variant: 'primary',
    icon: <RotateCcw aria-hidden />,
    confirm: (delivery) => ({
      title: `Send “${delivery.title}” again?`,
      description: `It goes to ${delivery.recipient} by ${channelNames[delivery.channel]} now, with its attempts counted afresh.`,
    }),
    done: (delivery) => `“${delivery.title}” to ${delivery.recipient} will be sent again.`,
  },
];

const columns: DataTableColumn<Delivery>[] = [
  {
    key: 'title',
    compact: true,
    header: 'Message',
    narrow: 'keep',
    cell: (delivery) => (
      <span className="grid max-w-72 gap-0.5">
        <span className="font-medium break-words">{delivery.title}</span>
        {kindLabels[delivery.kind] !== delivery.title && (
          <span className="text-xs font-normal text-muted">{kindLabels[delivery.kind]}</span>
        )}
      </span>
    ),
  },
  {
    key: 'state',
    header: 'State',
    kind: 'status',
    narrow: 'keep',
    value: (delivery) => stateWords[delivery.state].label,
    cell: (delivery) => (
      <span className="grid justify-items-start gap-1">
        <StatusBadge
          status={stateWords[delivery.state].label}
          tone={stateWords[delivery.state].tone}
        />
        <span className="text-xs text-muted tabular">
          {delivery.attempts} {delivery.attempts === 1 ? 'attempt' : 'attempts'}
        </span>
      </span>
    ),
  },
  {
    key: 'recipient',
    compact: true,
    header: 'Recipient',
    // The channel sits over the address: the queue fits beside the sidebar at 1280 px.
    cell: (delivery) => (
      <span className="grid max-w-48 gap-0.5">
        <span className="inline-flex items-center gap-1.5 text-xs text-muted [&_svg]:size-3.5">
          {delivery.channel === 'email' ? <Mail aria-hidden /> : <Send aria-hidden />}
          {channelNames[delivery.channel]}
        </span>
        <span className="font-mono text-sm break-all">{delivery.recipient}</span>
      </span>
    ),
  },
  {
    key: 'lastError',
    compact: true,
    header: 'Last error',
    cell: (delivery) => <NoteCell>{delivery.lastError}</NoteCell>,
  },
  {
    key: 'next',
    compact: true,
    header: 'Created',
    // Dates may wrap here (after the comma), so the queue fits beside the sidebar at 1280 px.
    cell: (delivery) => {
      const next = delivery.sentAt ?? delivery.nextAttemptAt;
      return (
        <span className="grid min-w-28 gap-0.5 tabular">
          <span>{formatDateTime(delivery.createdAt)}</span>
          {next && (
            <span className="text-xs text-muted">
              {delivery.sentAt ? 'Sent' : 'Next try'} {formatDateTime(next)}
            </span>
          )}
        </span>
      );
    },
  },
];

/**
 * `/admin/outbox`: the messages e-mail and Telegram deliver (decisions §14), by state with
 * counts; a dead or retrying one can be sent again now.
 */
export function OutboxView({ filter, onFilterChange, list, counts, onRetry }: OutboxViewProps) {
  return (
    <QueuePage
      title="Outbox"
      description="E-mail and Telegram messages on their way. A message that fails is tried again with growing pauses; after the last try it is dead until you retry it."
      statuses={tabs(counts)}
      status={filter}
      onStatusChange={onFilterChange}
      caption={filter === 'all' ? 'All messages' : `${stateWords[filter].label} messages`}
      columns={columns}
      list={list}
      rowKey={(delivery) => delivery._id}
      emptyMessage={emptyMessages[filter]}
      noun={['message', 'messages']}
      narrow="cards"
      actions={actions}
      actionable={(delivery) => delivery.state === 'dead' || delivery.state === 'retrying'}
      rowName={(delivery) => `${delivery.title} to ${delivery.recipient}`}
      onAction={(_action, delivery) => onRetry(delivery)}
    />
  );
}
