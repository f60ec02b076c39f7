import { cva } from 'class-variance-authority';
import { CircleExclamationPoint, Inbox } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { formatDate, formatMoney, formatPoints } from '../lib/format';
import { Skeleton } from '../skeleton/skeleton';
import { StatusBadge } from '../status-badge/status-badge';

export type ColumnKind = 'text' | 'date' | 'money' | 'points' | 'mono' | 'status';

/**
 * What a column's `value` accessor returns: a string, number or Date is formatted by the column's
 * `kind` like a row field; any other React node (an element, a fragment) is rendered as it is.
 * `null`, `undefined`, `''` and booleans show the empty-field dash.
 */
export type DataTableValue = ReactNode | string | number | Date;

/**
 * Where a column goes when `narrow="cards"` turns rows into cards:
 * - 'keep': at the top of the card, without a visible label; status columns (`kind: 'status'`)
 *   first, then the others left to right, the first of them as the card's headline.
 * - 'fold': inside the card as a label/value pair, labelled by the column header.
 * - 'hide': not in the card (still in the table on wide containers).
 */
export type DataTableNarrowRule = 'keep' | 'fold' | 'hide';

export type DataTableColumn<Row> = {
  /**
   * The column's identity (its React key, `data-column` on its cells); also the row field the
   * column shows when neither `value` nor `cell` is given.
   */
  key: string;
  /** The column heading (and the label of the value in the card form). */
  header: string;
  /**
   * Reads the column's value from the row instead of `row[key]`, e.g. a nested or derived field:
   * `(order) => order.details.price - order.details.fee`. Formatted by `kind` like a row field.
   */
  value?: (row: Row) => DataTableValue;
  /** Renders the cell itself instead of formatting the value (wins over `value`). */
  cell?: (row: Row) => ReactNode;
  /** How the value is formatted: en-GB date, money with 2 decimals, points, monospace or a status badge. */
  kind?: ColumnKind;
  /** Money and points are right-aligned unless set. */
  align?: 'left' | 'right';
  /**
   * The column's place in the card form (only with `narrow="cards"`). Unset: the first column is
   * 'keep' and the others 'fold'.
   */
  narrow?: DataTableNarrowRule;
  /**
   * A text column of short values (a package, a name, a reason): it wraps down to its longest word
   * instead of keeping the 13rem a text column otherwise keeps, so a wide table fits beside the
   * sidebar. Other kinds stay on one line either way.
   */
  compact?: boolean;
};

/** How the table fits a narrow container: scroll sideways (the default) or turn rows into cards. */
export type DataTableNarrowForm = 'scroll' | 'cards';

export type DataTableProps<Row> = Omit<ComponentProps<'section'>, 'children'> & {
  /** The columns, left to right; the first one stays visible while the table scrolls sideways. */
  columns: DataTableColumn<Row>[];
  /** The rows; undefined while they load. */
  rows: Row[] | undefined;
  /** A stable key of a row, e.g. its order number. */
  rowKey: (row: Row) => string;
  /** The visible title of the table, e.g. 'My Orders'. */
  caption: ReactNode;
  /** Shows skeleton rows. */
  loading?: boolean;
  /** Shown in a danger alert instead of the rows, e.g. 'Failed to load orders'. */
  error?: string;
  /** Shown when there are no rows, e.g. 'No orders found'. */
  emptyMessage: ReactNode;
  /** Content under the table, e.g. totals or paging. */
  footer?: ReactNode;
  /**
   * What happens when the table's own box (a container query, not the viewport) is narrower than
   * 42rem (672 px):
   * - 'scroll' (default): the table scrolls sideways with its first column pinned.
   * - 'cards': each row becomes a card (a list item) laid out by the columns' `narrow` rules;
   *   the table is shown from 42rem up. Only one of the two forms is displayed (and so in the
   *   accessibility tree) at a time; cells are rendered in both, so a `cell` must not use fixed ids.
   */
  narrow?: DataTableNarrowForm;
};

const numericKinds: ColumnKind[] = ['money', 'points'];

function toNumber(value: unknown): number | undefined {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isFinite(number) ? number : undefined;
}

function formatValue(kind: ColumnKind, value: unknown): ReactNode {
  if (value === null || value === undefined || value === '') {
    return <span className="text-muted">—</span>;
  }
  switch (kind) {
    case 'date':
      return value instanceof Date || typeof value === 'string' || typeof value === 'number'
        ? formatDate(
            value instanceof Date ? value : typeof value === 'number' ? new Date(value) : value,
          )
        : String(value);
    case 'money': {
      const number = toNumber(value);
      return number === undefined ? String(value) : formatMoney(number);
    }
    case 'points': {
      const number = toNumber(value);
      return number === undefined ? String(value) : formatPoints(number);
    }
    case 'mono':
      return <span className="font-mono text-[0.8125rem]">{String(value)}</span>;
    case 'status':
      return <StatusBadge status={String(value)} />;
    default:
      return String(value);
  }
}

/** A `value` accessor's result: primitives are formatted like a row field, nodes render as they are. */
function formatAccessed(kind: ColumnKind, value: DataTableValue): ReactNode {
  if (typeof value === 'boolean') return formatValue(kind, undefined);
  if (
    value === null ||
    value === undefined ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'bigint' ||
    value instanceof Date
  ) {
    return formatValue(kind, value);
  }
  return value;
}

/** What a cell shows: `cell`, else the `value` accessor's result, else `row[key]`, formatted by `kind`. */
function cellContent<Row>(column: DataTableColumn<Row>, row: Row): ReactNode {
  if (column.cell) return column.cell(row);
  const kind = column.kind ?? 'text';
  return column.value
    ? formatAccessed(kind, column.value(row))
    : formatValue(kind, (row as Record<string, unknown>)[column.key]);
}

const cellBase = 'h-12 border-t border-border px-4 py-3 align-middle';
const stickyCell = 'sticky left-0 z-[1] bg-surface max-md:border-r max-md:border-border';

function alignOf<Row>(column: DataTableColumn<Row>) {
  return column.align ?? (numericKinds.includes(column.kind ?? 'text') ? 'right' : 'left');
}

/** The figures' look, the same in a table cell and on a card. */
function kindClass(kind: ColumnKind) {
  return cn(
    (kind === 'money' || kind === 'points' || kind === 'date') && 'tabular',
    kind === 'money' && 'font-medium',
  );
}

function cellClass<Row>(column: DataTableColumn<Row>) {
  const kind = column.kind ?? 'text';
  return cn(
    cellBase,
    alignOf(column) === 'right' ? 'text-right' : 'text-left',
    kind !== 'text' ? 'whitespace-nowrap' : column.compact ? 'min-w-24' : 'min-w-52',
    kindClass(kind),
  );
}

function Notice({
  children,
  tone,
  className,
}: {
  children: ReactNode;
  tone: 'empty' | 'error';
  className?: string;
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      data-slot={tone === 'error' ? 'data-table-error' : 'data-table-empty'}
      className={cn(
        'sticky left-4 flex w-[calc(100cqw-2rem)] items-center gap-3 rounded',
        tone === 'error'
          ? 'border border-danger/30 bg-danger-soft px-4 py-3 text-danger'
          : 'flex-col justify-center py-8 text-center text-muted',
        className,
      )}
    >
      {tone === 'error' ? (
        <CircleExclamationPoint aria-hidden className="size-5 shrink-0" />
      ) : (
        <span
          aria-hidden
          className="flex size-12 items-center justify-center rounded-full bg-raised text-muted [&_svg]:size-6"
        >
          <Inbox />
        </span>
      )}
      <p className="min-w-0 text-sm font-medium break-words">{children}</p>
    </div>
  );
}

type DataTableState = 'error' | 'loading' | 'ready' | 'empty';

/** The columns of the card form, by their `narrow` rule: the top of the card, then the folded pairs. */
function cardLayout<Row>(columns: DataTableColumn<Row>[]) {
  const rules = columns.map((column, index) => ({
    column,
    rule: column.narrow ?? (index === 0 ? 'keep' : 'fold'),
  }));
  const kept = rules.filter(({ rule }) => rule === 'keep').map(({ column }) => column);
  const statuses = kept.filter((column) => column.kind === 'status');
  const headlines = kept.filter((column) => column.kind !== 'status');
  const folded = rules.filter(({ rule }) => rule === 'fold').map(({ column }) => column);
  return { statuses, headlines, folded };
}

/**
 * One card: status badges on it wrap instead of truncating and long values break anywhere, so
 * nothing is cut or scrolls sideways in a narrow container.
 */
const cardClass =
  'grid min-w-0 gap-3 rounded-md border border-border bg-raised/40 p-4 text-sm text-text wrap-anywhere [&_[data-slot=status-badge]]:rounded-lg [&_[data-slot=status-badge]]:whitespace-normal [&_[data-slot=status-badge]_span]:whitespace-normal';

const cardTopItemVariants = cva('min-w-0', {
  variants: {
    place: {
      status: 'basis-full',
      headline: 'mr-auto text-base font-semibold',
      figure: 'font-medium',
    },
  },
});

const foldedPair = 'grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] items-baseline gap-x-4';
const foldedLabel = 'text-xs font-semibold tracking-wide break-words text-muted uppercase';

/** The card form of the rows: a list of cards (the table's other form, shown in narrow containers). */
function DataTableCards<Row>({
  columns,
  rows,
  rowKey,
  state,
  titleId,
  error,
  emptyMessage,
  className,
}: {
  className: string;
  columns: DataTableColumn<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  state: DataTableState;
  titleId: string;
  error: string | undefined;
  emptyMessage: ReactNode;
}) {
  const { statuses, headlines, folded } = cardLayout(columns);
  const top = [...statuses, ...headlines];
  const hasTop = top.length > 0;
  const foldedList = cn('grid gap-2', hasTop && 'border-t border-border pt-3');

  if (state === 'error' || state === 'empty') {
    return (
      <div data-slot="data-table-cards" className={cn('p-4', className)}>
        <Notice tone={state} className="static w-full">
          {state === 'error' ? error : emptyMessage}
        </Notice>
      </div>
    );
  }

  return (
    <ul
      data-slot="data-table-cards"
      aria-labelledby={titleId}
      aria-busy={state === 'loading' || undefined}
      className={cn('grid gap-3 p-3', className)}
    >
      {state === 'loading' &&
        Array.from({ length: 3 }, (_, index) => (
          <li key={index} data-slot="data-table-skeleton-card" className={cardClass}>
            {statuses.length > 0 && <Skeleton className="h-5 w-24 rounded-full" />}
            {headlines.length > 0 && (
              <div className="flex items-center justify-between gap-4">
                <Skeleton className={cn('h-5', index % 2 === 1 ? 'w-28' : 'w-36')} />
                {headlines.length > 1 && <Skeleton className="h-5 w-16" />}
              </div>
            )}
            {folded.length > 0 && (
              <div className={foldedList}>
                {folded.map((column) => (
                  <div key={column.key} className={foldedPair}>
                    <Skeleton className="h-3 w-16" />
                    <Skeleton className="h-4 w-24" />
                  </div>
                ))}
              </div>
            )}
          </li>
        ))}
      {state === 'ready' &&
        rows?.map((row) => (
          <li key={rowKey(row)} data-slot="data-table-card" className={cardClass}>
            {hasTop && (
              <dl
                data-slot="data-table-card-top"
                className="flex flex-wrap items-baseline gap-x-4 gap-y-2"
              >
                {top.map((column, index) => (
                  <div
                    key={column.key}
                    data-column={column.key}
                    className={cardTopItemVariants({
                      place:
                        column.kind === 'status'
                          ? 'status'
                          : index === statuses.length
                            ? 'headline'
                            : 'figure',
                    })}
                  >
                    <dt className="sr-only">{column.header}</dt>
                    <dd className={kindClass(column.kind ?? 'text')}>{cellContent(column, row)}</dd>
                  </div>
                ))}
              </dl>
            )}
            {folded.length > 0 && (
              <dl data-slot="data-table-card-fields" className={foldedList}>
                {folded.map((column) => (
                  <div key={column.key} data-column={column.key} className={foldedPair}>
                    <dt className={foldedLabel}>{column.header}</dt>
                    <dd className={cn('min-w-0', kindClass(column.kind ?? 'text'))}>
                      {cellContent(column, row)}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
    </ul>
  );
}

/**
 * A titled table of records: formats dates, money, points and statuses; on a narrow container it
 * scrolls sideways, or with `narrow="cards"` shows each row as a card.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  loading = false,
  error,
  emptyMessage,
  footer,
  narrow = 'scroll',
  className,
  ...props
}: DataTableProps<Row>) {
  const titleId = useId();
  const busy = !error && (loading || rows === undefined);
  const state: DataTableState = error
    ? 'error'
    : busy
      ? 'loading'
      : rows?.length
        ? 'ready'
        : 'empty';
  const cards = narrow === 'cards';

  const table = (
    <div
      data-slot="data-table-scroll"
      role="region"
      aria-labelledby={titleId}
      tabIndex={0}
      className={cn(
        '@container overflow-x-auto focus-visible:outline-offset-[-2px]',
        cards && '@max-2xl/data-table:hidden',
      )}
    >
      <table
        aria-labelledby={titleId}
        aria-busy={busy || undefined}
        className="w-full border-separate border-spacing-0 text-sm"
      >
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th
                key={column.key}
                scope="col"
                className={cn(
                  'h-11 px-4 text-xs font-semibold tracking-wide whitespace-nowrap text-muted uppercase',
                  alignOf(column) === 'right' ? 'text-right' : 'text-left',
                  index === 0 && stickyCell,
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {state === 'error' && (
            <tr>
              <td colSpan={columns.length} className="border-t border-border p-4">
                <Notice tone="error">{error}</Notice>
              </td>
            </tr>
          )}
          {state === 'empty' && (
            <tr>
              <td colSpan={columns.length} className="border-t border-border p-4">
                <Notice tone="empty">{emptyMessage}</Notice>
              </td>
            </tr>
          )}
          {state === 'loading' &&
            Array.from({ length: 5 }, (_, rowIndex) => (
              <tr key={rowIndex} data-slot="data-table-skeleton-row">
                {columns.map((column, index) => (
                  <td key={column.key} className={cn(cellBase, index === 0 && stickyCell)}>
                    <Skeleton
                      className={cn(
                        'h-4',
                        alignOf(column) === 'right' ? 'ml-auto w-16' : 'w-24',
                        rowIndex % 2 === 1 && alignOf(column) !== 'right' && 'w-20',
                      )}
                    />
                  </td>
                ))}
              </tr>
            ))}
          {state === 'ready' &&
            rows?.map((row) => (
              <tr
                key={rowKey(row)}
                data-slot="data-table-row"
                className="group transition-colors hover:bg-raised"
              >
                {columns.map((column, index) => {
                  const content = cellContent(column, row);
                  return index === 0 ? (
                    <th
                      key={column.key}
                      scope="row"
                      data-column={column.key}
                      className={cn(
                        cellClass(column),
                        stickyCell,
                        'font-medium text-text transition-colors group-hover:bg-raised',
                      )}
                    >
                      {content}
                    </th>
                  ) : (
                    <td
                      key={column.key}
                      data-column={column.key}
                      className={cn(cellClass(column), 'text-text')}
                    >
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <section
      data-slot="data-table"
      data-state={state}
      data-narrow={narrow}
      className={cn(
        'min-w-0 overflow-hidden rounded-lg border border-border bg-surface shadow-card',
        className,
      )}
      {...props}
    >
      <h2
        id={titleId}
        data-slot="data-table-caption"
        className="border-b border-border px-4 py-3.5 text-base font-semibold break-words text-text"
      >
        {caption}
      </h2>
      {cards ? (
        <div data-slot="data-table-body" className="@container/data-table">
          {table}
          <DataTableCards
            className="hidden @max-2xl/data-table:grid"
            columns={columns}
            rows={rows}
            rowKey={rowKey}
            state={state}
            titleId={titleId}
            error={error}
            emptyMessage={emptyMessage}
          />
        </div>
      ) : (
        table
      )}
      {footer && (
        <div
          data-slot="data-table-footer"
          className="border-t border-border px-4 py-3 text-sm text-muted"
        >
          {footer}
        </div>
      )}
    </section>
  );
}
