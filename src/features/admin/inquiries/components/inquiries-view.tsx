import type { Inquiry } from '@contract/admin';
import { Mail, MailOpen } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/button/button';
import type { DataTableColumn } from '@/ui/data-table/data-table';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/ui/dialog/dialog';
import { formatDateTime } from '@/ui/lib/format';
import { useReturnFocus } from '@/ui/lib/use-return-focus';
import { StatusBadge } from '@/ui/status-badge/status-badge';
import { Tabs, type TabItem } from '@/ui/tabs/tabs';
import { useAction } from '@/lib/use-action';
import type { ListState } from '@/lib/use-keyset';
import { PageHeader } from '@/features/admin/shared/page-header';
import { PagedTable } from '@/features/admin/shared/paged-table';
import type { ActionOutcome } from '@/features/admin/shared/use-failure-popup';
import type { InquiryFilter } from '../api/inquiries';

export type InquiriesViewProps = {
  filter: InquiryFilter;
  onFilterChange: (filter: InquiryFilter) => void;
  /** The inquiries of that filter and their paging. */
  list: ListState<Inquiry>;
  /** Marks an inquiry read (when it is opened) or unread. */
  onMark: (inquiry: Inquiry, read: boolean) => Promise<ActionOutcome>;
};

const tabs: TabItem<InquiryFilter>[] = [
  { value: 'unread', label: 'Unread' },
  { value: 'all', label: 'All' },
];

function ReadBadge({ inquiry }: { inquiry: Inquiry }) {
  return inquiry.readAt ? (
    <StatusBadge status="Read" tone="muted" />
  ) : (
    <StatusBadge status="Unread" tone="warning" />
  );
}

function InquiryDialog({
  inquiry,
  open,
  onOpenChange,
  onMarkUnread,
}: {
  inquiry: Inquiry | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onMarkUnread: () => Promise<void>;
}) {
  const unmarking = useAction(onMarkUnread);
  const busy = unmarking.busy;
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" onCloseAutoFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle>Message from {inquiry?.name}</DialogTitle>
          <DialogDescription>
            Received {inquiry && formatDateTime(inquiry.createdAt)}
          </DialogDescription>
        </DialogHeader>
        {inquiry && (
          <DialogBody className="grid gap-4">
            <dl className="grid gap-x-4 gap-y-1 rounded-lg border border-border bg-raised px-4 py-3 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-muted">E-mail</dt>
              <dd className="min-w-0 break-all">
                <a
                  href={`mailto:${inquiry.email}`}
                  className="text-info underline-offset-4 hover:underline"
                >
                  {inquiry.email}
                </a>
              </dd>
              <dt className="text-muted max-sm:mt-2">Phone</dt>
              <dd>
                <a
                  href={`tel:${inquiry.phoneNo}`}
                  className="text-info tabular underline-offset-4 hover:underline"
                >
                  {inquiry.phoneNo}
                </a>
              </dd>
            </dl>
            <p
              data-slot="inquiry-message"
              className="text-base whitespace-pre-wrap break-words text-text"
            >
              {inquiry.message}
            </p>
          </DialogBody>
        )}
        <DialogFooter>
          <Button variant="secondary" loading={busy} onClick={() => void unmarking.run()}>
            {!busy && <Mail aria-hidden />}
            Mark unread
          </Button>
          <DialogClose asChild>
            <Button>Close</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** `/admin/inquiries`: messages from the contact form; opening one marks it read. */
export function InquiriesView({ filter, onFilterChange, list, onMark }: InquiriesViewProps) {
  const [opened, setOpened] = useState<Inquiry>();
  const [open, setOpen] = useState(false);

  function openInquiry(inquiry: Inquiry) {
    setOpened(inquiry);
    setOpen(true);
    if (!inquiry.readAt) void onMark(inquiry, true);
  }

  const columns: DataTableColumn<Inquiry>[] = [
    {
      key: 'name',
      header: 'From',
      kind: 'mono',
      cell: (inquiry) => (
        <span className="grid gap-0.5">
          <span
            className={`block max-w-44 truncate ${inquiry.readAt ? 'font-medium' : 'font-bold'}`}
            title={inquiry.name}
          >
            {inquiry.name}
          </span>
          <span className="block max-w-44 truncate text-xs text-muted" title={inquiry.email}>
            {inquiry.email}
          </span>
        </span>
      ),
    },
    {
      key: 'open',
      header: 'Message',
      kind: 'mono',
      cell: (inquiry) => (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Open the message from ${inquiry.name}`}
          onClick={() => openInquiry(inquiry)}
        >
          <MailOpen aria-hidden />
          Open
        </Button>
      ),
    },
    {
      key: 'message',
      header: 'Preview',
      cell: (inquiry) => (
        <span className="line-clamp-2 max-w-96 break-words text-muted">{inquiry.message}</span>
      ),
    },
    {
      key: 'phoneNo',
      header: 'Phone',
      kind: 'mono',
      cell: (inquiry) => <span className="tabular">{inquiry.phoneNo}</span>,
    },
    { key: 'createdAt', header: 'Received', kind: 'date' },
    {
      key: 'readAt',
      header: 'Status',
      kind: 'mono',
      cell: (inquiry) => <ReadBadge inquiry={inquiry} />,
    },
  ];

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title="Contact inquiries"
        description="Messages sent through the contact form on the landing page."
      />
      <Tabs label="Show" items={tabs} value={filter} onValueChange={onFilterChange}>
        <PagedTable
          caption={filter === 'unread' ? 'Unread inquiries' : 'All inquiries'}
          columns={columns}
          list={list}
          rowKey={(inquiry) => inquiry._id}
          emptyMessage={filter === 'unread' ? 'No unread inquiries' : 'No inquiries yet'}
          noun={['inquiry', 'inquiries']}
        />
      </Tabs>
      <InquiryDialog
        inquiry={opened}
        open={open}
        onOpenChange={setOpen}
        onMarkUnread={async () => {
          if (!opened) return;
          const outcome = await onMark(opened, false);
          if (outcome === 'done') setOpen(false);
        }}
      />
    </div>
  );
}
