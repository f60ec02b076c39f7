import type { ReactNode } from 'react';
import { Tabs, type TabItem } from '@/ui/tabs/tabs';
import { PageHeader } from './page-header';
import { QueueTable, type QueueTableProps } from './queue-table';

export type QueuePageProps<Row, Status extends string> = QueueTableProps<Row> & {
  /** The page's h1, e.g. 'Deposits'. */
  title: ReactNode;
  description?: ReactNode;
  /** Links or buttons beside the title, e.g. a CSV download. */
  headerActions?: ReactNode;
  /** The status tabs that filter the queue. */
  statuses: TabItem<Status>[];
  status: Status;
  onStatusChange: (status: Status) => void;
  /** Content between the tabs and the table, e.g. a note on the shown status. */
  children?: ReactNode;
};

/** A review queue page: header, status tabs and the queue table with its row decisions. */
export function QueuePage<Row, Status extends string>({
  title,
  description,
  headerActions,
  statuses,
  status,
  onStatusChange,
  children,
  ...table
}: QueuePageProps<Row, Status>) {
  return (
    <div data-slot="queue-page" className="flex min-w-0 flex-col gap-6">
      <PageHeader title={title} description={description} actions={headerActions} />
      <Tabs label="Status" items={statuses} value={status} onValueChange={onStatusChange}>
        <div className="grid min-w-0 gap-4">
          {children}
          <QueueTable {...table} />
        </div>
      </Tabs>
    </div>
  );
}
