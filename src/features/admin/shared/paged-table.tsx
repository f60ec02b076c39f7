import type { ReactNode } from 'react';
import {
  DataTable,
  type DataTableColumn,
  type DataTableNarrowForm,
} from '@/ui/data-table/data-table';
import { RetryButton } from '@/ui/load-alert/load-alert';
import { Pagination } from '@/ui/pagination/pagination';
import { pagingOf, type ListState } from '@/lib/use-keyset';

export type PagedTableProps<Row> = {
  /** The table's visible title. */
  caption: ReactNode;
  columns: DataTableColumn<Row>[];
  /** The rows and their paging (see useKeyset). */
  list: ListState<Row>;
  rowKey: (row: Row) => string;
  emptyMessage: ReactNode;
  /** What the rows are, for the paging line, e.g. ['order', 'orders']. */
  noun: readonly [string, string];
  /** Scroll sideways (default) or show each row as a card in a narrow container. */
  narrow?: DataTableNarrowForm;
  className?: string;
};

/** A DataTable fed by a keyset-paginated list: skeleton, empty, error with Retry, and Load more. */
export function PagedTable<Row>({
  caption,
  columns,
  list,
  rowKey,
  emptyMessage,
  noun,
  narrow,
  className,
}: PagedTableProps<Row>) {
  const count = list.rows?.length ?? 0;
  return (
    <DataTable
      className={className}
      caption={caption}
      columns={columns}
      rows={list.error ? [] : list.rows}
      rowKey={rowKey}
      loading={list.loading}
      error={list.error}
      emptyMessage={emptyMessage}
      narrow={narrow}
      footer={
        list.error ? (
          <RetryButton onRetry={list.onRetry} />
        ) : count > 0 || list.hasMore ? (
          <Pagination {...pagingOf(list)} noun={noun} />
        ) : undefined
      }
    />
  );
}
