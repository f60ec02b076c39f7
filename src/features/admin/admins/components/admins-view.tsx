import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/ui/button/button';
import { DataTable, type DataTableColumn } from '@/ui/data-table/data-table';
import { RetryButton } from '@/ui/load-alert/load-alert';
import { StatusBadge } from '@/ui/status-badge/status-badge';
import { PageHeader } from '@/features/admin/shared/page-header';
import { ShownOnceDialog, type ShownOnceResult } from '@/features/admin/shared/shown-once-dialog';

/** An admin as the list shows them (contract `listAdmins`). */
export type AdminAccount = { _id: string; name: string; email: string };

export type AdminsViewProps = {
  /** Every admin; undefined while they load. */
  admins?: AdminAccount[];
  /** Why they did not load. */
  error?: string;
  onRetry: () => void;
  /** The signed-in admin: the server refuses to reset one's own password (another admin does). */
  selfId?: string;
  /** Gives another admin a new password. */
  onReset: (admin: AdminAccount) => Promise<ShownOnceResult>;
};

/**
 * `/admin/admins`: the console's admins. An admin who lost their password gets a new one from
 * another admin (decisions §14): confirmed first, then shown once to hand over.
 */
export function AdminsView({ admins, error, onRetry, selfId, onReset }: AdminsViewProps) {
  const [target, setTarget] = useState<AdminAccount>();
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState('');

  const columns: DataTableColumn<AdminAccount>[] = [
    {
      key: 'name',
      header: 'Name',
      narrow: 'keep',
      cell: (admin) => (
        <span className="flex flex-wrap items-center gap-2">
          <span className="break-words">{admin.name}</span>
          {admin._id === selfId && <StatusBadge status="You" tone="accent" />}
        </span>
      ),
    },
    {
      key: 'reset',
      header: 'Password',
      kind: 'mono',
      narrow: 'keep',
      cell: (admin) =>
        admin._id === selfId ? (
          <span className="text-sm text-muted">Another admin resets yours</span>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Reset password of ${admin.name}`}
            onClick={() => {
              setNotice('');
              setTarget(admin);
              setOpen(true);
            }}
          >
            <KeyRound aria-hidden />
            Reset password
          </Button>
        ),
    },
    { key: 'email', header: 'E-mail', kind: 'mono', value: (admin) => admin.email },
  ];

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title="Admins"
        description="Admins recover through each other: reset a password here and hand the new one over in person or by a channel only they read."
      />
      <p
        role="status"
        className={
          notice
            ? 'flex items-center gap-2 rounded-lg border border-accent/30 bg-accent-soft px-4 py-3 text-sm font-medium break-words text-accent'
            : 'sr-only'
        }
      >
        {notice}
      </p>
      <DataTable
        caption="Admins"
        columns={columns}
        rows={admins}
        rowKey={(admin) => admin._id}
        loading={!admins && !error}
        error={error}
        emptyMessage="No admins"
        narrow="cards"
        footer={error ? <RetryButton onRetry={onRetry} /> : undefined}
      />
      {target && (
        <ShownOnceDialog
          open={open}
          onOpenChange={setOpen}
          confirm={{
            title: `Reset ${target.name}’s password?`,
            description:
              'Their current password stops working at once and they are signed out everywhere. The new password is shown to you once, to hand to them.',
            action: 'Reset password',
          }}
          shown={{
            title: `New password for ${target.name}`,
            description: 'They sign in with it; they were signed out everywhere else.',
            label: `Password of ${target.email}`,
            copyLabel: 'Copy the new password',
            noteTitle: 'This password will not be shown again.',
            note: `Copy it now and give it to ${target.name} over a channel only they can read.`,
          }}
          onConfirm={() => onReset(target)}
          onDone={() => setNotice(`${target.name}’s password was reset.`)}
        />
      )}
    </div>
  );
}
