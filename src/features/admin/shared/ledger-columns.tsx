import type { DataTableColumn } from '@/ui/data-table/data-table';
import { formatMoney } from '@/ui/lib/format';

/** A ledger entry's kind in words: 'operator_credit' → 'Operator credit'. */
const kindLabel = (kind: string) =>
  kind ? `${kind.charAt(0).toUpperCase()}${kind.slice(1)}`.replaceAll('_', ' ') : kind;

/** A line of a ledger as the admin console lists it: a member's statement, an operator's float. */
type LedgerLine = { kind: string; ref: string; amount: number };

/** A ledger line's kind, reference and signed amount (credits green, debits red), after its date. */
export const ledgerColumns: DataTableColumn<LedgerLine>[] = [
  // 'mono' keeps the cell on one line; the label itself is plain text.
  { key: 'kind', header: 'Kind', kind: 'mono', cell: (line) => kindLabel(line.kind) },
  { key: 'ref', header: 'Reference', kind: 'mono' },
  {
    key: 'amount',
    header: 'Amount (USDT)',
    kind: 'money',
    cell: (line) => (
      <span className={line.amount < 0 ? 'text-danger' : 'text-accent'}>
        {line.amount > 0 ? '+' : ''}
        {formatMoney(line.amount)}
      </span>
    ),
  },
];
