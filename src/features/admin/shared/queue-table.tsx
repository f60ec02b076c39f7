import { CircleCheck } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Button } from '@/ui/button/button';
import { ConfirmDialog, type ConfirmDialogField } from '@/ui/confirm-dialog/confirm-dialog';
import type { DataTableColumn } from '@/ui/data-table/data-table';
import { PagedTable, type PagedTableProps } from './paged-table';
import { OVERRIDE_REASON_FIELD } from './decisions';
import type { DecisionOutcome } from './use-failure-popup';

/** What a row action asks before it runs. */
export type QueueConfirm = {
  title: string;
  description?: ReactNode;
  /** Extra content in the dialog, e.g. the amount and address of a withdrawal. */
  details?: ReactNode;
  /** The dialog's confirm button; the action's label when omitted. */
  confirmLabel?: string;
  /** A required field, e.g. the reason of a rejection or a transaction hash. */
  field?: ConfirmDialogField;
};

/** One decision an admin takes on a queue row, e.g. Approve or Reject. */
export type QueueAction<Row> = {
  /** What `onAction` gets, e.g. 'approve'. */
  id: string;
  /** The row button's label, e.g. 'Approve'. */
  label: string;
  /** primary for the positive decision, danger for the one that takes something away. */
  variant: 'primary' | 'danger';
  icon?: ReactNode;
  /** The confirmation dialog for this row. */
  confirm: (row: Row) => QueueConfirm;
  /** The line announced once the action succeeded, e.g. 'ORD-000123 approved.' */
  done: (row: Row) => string;
  /**
   * A finding that needs a reason before the first try, e.g. the chain's mismatch of an order
   * (decisions §13): the dialog then asks the reason at once.
   */
  needsReason?: (row: Row) => string | undefined;
  /**
   * The question for that reason, once the server answered `needsReason` (`finding`: its words) or
   * `needsReason` knew: `value` is the first question's answer, e.g. the transaction hash. When
   * omitted: "<label> <row> anyway?", the finding, and a reason.
   */
  override?: (row: Row, finding: string, value: string) => QueueConfirm;
};

export type QueueTableProps<Row> = PagedTableProps<Row> & {
  /** The decisions offered on each actionable row; none leaves the Actions column out. */
  actions: QueueAction<Row>[];
  /** Which rows take the actions (e.g. only pending ones); all when omitted. */
  actionable?: (row: Row) => boolean;
  /** Names a row in its buttons' accessible names, e.g. the order number. */
  rowName: (row: Row) => string;
  /**
   * The key of the column the Actions column follows, e.g. the payment's evidence, so what is
   * checked comes before the decision; when omitted (or not among the columns), the row's
   * identifier (the first column).
   */
  actionsAfter?: string;
  /**
   * Runs an action with the confirmation's field value ('' without a field) and, once asked for,
   * the reason to go on although the chain disagrees. Resolves 'done' (the dialog closes and the
   * done line shows), `{ done }` (the same with the server's words), 'failed' (it closes),
   * 'invalid' (it stays open) or `{ needsReason }` (it asks the reason, keeping the value).
   */
  onAction: (action: string, row: Row, value: string, reason?: string) => Promise<DecisionOutcome>;
};

/** The columns with the Actions column after `after`'s column, else after the first one. */
function withActions<Row>(
  columns: DataTableColumn<Row>[],
  actionColumn: DataTableColumn<Row>,
  after: string | undefined,
) {
  const found = columns.findIndex((column) => column.key === after);
  const at = found === -1 ? 1 : found + 1;
  return [...columns.slice(0, at), actionColumn, ...columns.slice(at)];
}

/** The dialog's question: the action's own, or the reason to go on anyway once a finding needs one. */
type Target<Row> = { action: QueueAction<Row>; row: Row; value: string; finding?: string };

/**
 * The review queue pattern of the admin console (deposits, KYC, withdrawals, rewards): a paginated
 * table whose rows carry decision buttons (beside the row's identifier; icons only on phones); each
 * decision is confirmed in a dialog (with a required reason or other field where it needs one),
 * then announced. A decision the chain disagrees with asks, in the same dialog, for the reason to
 * go on anyway (decisions §13).
 */
export function QueueTable<Row>({
  actions,
  actionable = () => true,
  rowName,
  onAction,
  columns,
  actionsAfter,
  ...table
}: QueueTableProps<Row>) {
  // The target stays set while the dialog closes, so it does not empty as it fades out.
  const [target, setTarget] = useState<Target<Row> | null>(null);
  const [open, setOpen] = useState(false);
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const confirm = target && confirmOf(target);

  function confirmOf({ action, row, value, finding }: Target<Row>): QueueConfirm {
    if (finding === undefined) return action.confirm(row);
    return (
      action.override?.(row, finding, value) ?? {
        title: `${action.label} ${rowName(row)} anyway?`,
        description: finding,
        confirmLabel: `${action.label} anyway`,
        field: OVERRIDE_REASON_FIELD,
      }
    );
  }

  async function run(current: Target<Row>, entered: string) {
    const overriding = current.finding !== undefined;
    const outcome = overriding
      ? await onAction(current.action.id, current.row, current.value, entered)
      : await onAction(current.action.id, current.row, entered);
    if (outcome === 'invalid') return;
    if (typeof outcome === 'object' && 'needsReason' in outcome) {
      // The dialog stays and asks the reason; what was entered first goes with it.
      setTarget({
        ...current,
        value: overriding ? current.value : entered,
        finding: outcome.needsReason,
      });
      return;
    }
    if (outcome === 'done') setNotice(current.action.done(current.row));
    else if (outcome !== 'failed') setNotice(outcome.done);
    setOpen(false);
  }

  const actionColumn: DataTableColumn<Row> = {
    key: 'actions',
    header: 'Actions',
    kind: 'mono',
    cell: (row) =>
      actionable(row) ? (
        // The buttons stack when the table is tight, so a wide queue still fits beside the sidebar.
        <span className="flex flex-wrap gap-2">
          {actions.map((action) => (
            <Button
              key={action.id}
              size="sm"
              variant={action.variant === 'primary' ? 'primary' : 'secondary'}
              aria-label={`${action.label} ${rowName(row)}`}
              className="max-sm:min-w-touch max-sm:px-0"
              onClick={() => {
                setNotice('');
                setTarget({ action, row, value: '', finding: action.needsReason?.(row) });
                setOpen(true);
              }}
            >
              {action.icon}
              <span className="max-sm:hidden">{action.label}</span>
            </Button>
          ))}
        </span>
      ) : (
        <span className="text-muted">—</span>
      ),
  };

  return (
    <div data-slot="queue-table" className="min-w-0">
      <p
        ref={noticeRef}
        role="status"
        tabIndex={-1}
        data-slot="queue-notice"
        className={
          notice
            ? 'mb-3 flex items-center gap-2 rounded-lg border border-accent/30 bg-accent-soft px-4 py-3 text-sm font-medium break-words text-accent outline-none'
            : 'outline-none'
        }
      >
        {notice && <CircleCheck aria-hidden className="size-4 shrink-0" />}
        {notice}
      </p>
      <PagedTable
        {...table}
        columns={actions.length ? withActions(columns, actionColumn, actionsAfter) : columns}
      />
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={confirm?.title ?? ''}
        description={confirm?.description}
        confirmLabel={confirm?.confirmLabel ?? target?.action.label ?? ''}
        variant={target?.action.variant}
        field={confirm?.field}
        finalFocus={noticeRef}
        onConfirm={(entered) => (target ? run(target, entered) : undefined)}
      >
        {confirm?.details}
      </ConfirmDialog>
    </div>
  );
}
