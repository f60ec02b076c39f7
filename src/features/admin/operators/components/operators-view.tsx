import type { OperatorSummary } from '@contract/admin';
import { HandCoins, ShieldOff } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/ui/button/button';
import type { DataTableColumn } from '@/ui/data-table/data-table';
import { formatMoney, formatPoints } from '@/ui/lib/format';
import { KitLink } from '@/ui/lib/link';
import { StatusBadge } from '@/ui/status-badge/status-badge';
import type { ListState } from '@/lib/use-keyset';
import { operatorDetailPath } from '@/features/admin/paths';
import { PageHeader } from '@/features/admin/shared/page-header';
import { PagedTable } from '@/features/admin/shared/paged-table';
import {
  RESET_TWO_FACTOR,
  ResetTwoFactorDialog,
  resetTwoFactorDone,
  TwoFactorBadge,
} from '@/features/admin/shared/two-factor';
import type { ActionOutcome } from '@/features/admin/shared/use-failure-popup';
import type { FloatCredit, NewOperator } from '../api/operators';
import { CreateOperatorDialog } from './create-operator-dialog';
import { useFundFloat } from './fund-float-dialog';

export type OperatorsViewProps = {
  /** The operators and their paging. */
  list: ListState<OperatorSummary>;
  /** Creates an operator; 'invalid' keeps the dialog open (e.g. the e-mail is taken). */
  onCreate: (values: NewOperator) => Promise<ActionOutcome>;
  /** Funds a float with the key of that dialog opening. */
  onFund: (credit: FloatCredit) => Promise<ActionOutcome>;
  /** Removes an operator's second factor. */
  onResetTwoFactor: (operator: OperatorSummary) => Promise<ActionOutcome>;
};

/** The operator's name, a link to their page, with a Blocked badge when they cannot sign in. */
export function OperatorName({ operator }: { operator: OperatorSummary }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <KitLink
        href={operatorDetailPath(operator._id)}
        className="relative -my-1 py-1 font-medium break-words text-info underline-offset-4 hover:underline"
      >
        {operator.name}
      </KitLink>
      {operator.blocked && <StatusBadge status="Blocked" tone="danger" />}
    </span>
  );
}

/** `/admin/operators`: top-up operators, their floats and business; create one or fund a float. */
export function OperatorsView({ list, onCreate, onFund, onResetTwoFactor }: OperatorsViewProps) {
  const [creating, setCreating] = useState(false);
  const fund = useFundFloat(onFund);
  const [resetting, setResetting] = useState<OperatorSummary | null>(null);
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);

  // Fits beside the sidebar on a laptop: the e-mail sits under the name, what was credited under
  // the float, and the number of approved orders under the business they made.
  const columns: DataTableColumn<OperatorSummary>[] = [
    {
      key: 'name',
      header: 'Name',
      compact: true,
      cell: (operator) => (
        <span className="grid gap-0.5">
          <OperatorName operator={operator} />
          <span className="block max-w-56 truncate text-xs text-muted" title={operator.email}>
            {operator.email}
          </span>
        </span>
      ),
    },
    // Beside the name, as in the review queues, so it is in view without scrolling.
    {
      key: 'fund',
      header: 'Actions',
      kind: 'mono',
      cell: (operator) => (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Fund float for ${operator.name}`}
          onClick={() => fund.start(operator)}
        >
          <HandCoins aria-hidden />
          Fund float
        </Button>
      ),
    },
    {
      key: 'twoFactor',
      header: 'Two-factor',
      compact: true,
      cell: (operator) => (
        <span className="flex flex-wrap items-center gap-2">
          <TwoFactorBadge on={operator.twoFactor} />
          {operator.twoFactor && (
            <Button
              variant="secondary"
              size="sm"
              aria-label={`${RESET_TWO_FACTOR} for ${operator.name}`}
              onClick={() => {
                setNotice('');
                setResetting(operator);
              }}
            >
              <ShieldOff aria-hidden />
              {RESET_TWO_FACTOR}
            </Button>
          )}
        </span>
      ),
    },
    {
      key: 'float',
      header: 'Float (USDT)',
      kind: 'money',
      cell: (operator) => (
        <span className="grid gap-0.5">
          <span>{formatMoney(operator.float)}</span>
          <span className="text-xs font-normal text-muted">
            of <span className="tabular">{formatMoney(operator.credited)}</span> credited
          </span>
        </span>
      ),
    },
    {
      key: 'business',
      header: 'Business (USDT)',
      kind: 'money',
      cell: (operator) => (
        <span className="grid gap-0.5">
          <span>{formatMoney(operator.business)}</span>
          <span className="text-xs font-normal text-muted">
            <span className="tabular">{formatPoints(operator.approvedOrders)}</span> approved{' '}
            {operator.approvedOrders === 1 ? 'order' : 'orders'}
          </span>
        </span>
      ),
    },
  ];

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title="Operators"
        description="Top-up operators sell packages offline from their float."
        actions={
          <CreateOperatorDialog open={creating} onOpenChange={setCreating} onCreate={onCreate} />
        }
      />
      <p
        ref={noticeRef}
        role="status"
        tabIndex={-1}
        className={
          notice
            ? 'rounded-lg border border-accent/30 bg-accent-soft px-4 py-3 text-sm font-medium break-words text-accent outline-none'
            : 'sr-only outline-none'
        }
      >
        {notice}
      </p>
      <PagedTable
        caption="All operators"
        columns={columns}
        list={list}
        rowKey={(operator) => operator._id}
        emptyMessage="No operators yet: create the first one."
        noun={['operator', 'operators']}
      />
      {fund.dialog}
      <ResetTwoFactorDialog
        open={resetting !== null}
        onOpenChange={(open) => !open && setResetting(null)}
        name={resetting?.name ?? ''}
        finalFocus={noticeRef}
        onReset={async () => {
          if (!resetting) return 'failed';
          const outcome = await onResetTwoFactor(resetting);
          if (outcome === 'done') setNotice(resetTwoFactorDone(resetting.name));
          return outcome;
        }}
      />
    </div>
  );
}
