import type { OperatorSummary } from '@contract/admin';
import { usdtInput } from '@contract/money';
import { useState } from 'react';
import { ConfirmDialog } from '@/ui/confirm-dialog/confirm-dialog';
import { formatMoney } from '@/ui/lib/format';
import { newIdempotencyKey } from '@/features/admin/shared/idempotency';
import type { ActionOutcome } from '@/features/admin/shared/use-failure-popup';
import type { FloatCredit } from '../api/operators';

export type FundFloatDialogProps = {
  /** The operator being funded; the dialog is open while set. */
  operator: OperatorSummary | undefined;
  onClose: () => void;
  /** Called with the amount in USDT once it is valid; resolves when the request ended. */
  onFund: (amount: number) => Promise<void>;
};

/** Why an amount typed by the admin is refused, in words; undefined when it is fine. */
export function amountProblem(raw: string): string | undefined {
  const value = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || !Number.isFinite(value))
    return 'Enter an amount in USDT, e.g. 500 or 1250.50.';
  const parsed = usdtInput.safeParse(value);
  if (parsed.success) return undefined;
  return `The amount ${parsed.error.issues[0]?.message ?? 'is not valid'}.`;
}

/** Funds an operator's float with USDT (decisions §8); the amount is checked as the API checks it. */
export function FundFloatDialog({ operator, onClose, onFund }: FundFloatDialogProps) {
  return (
    <ConfirmDialog
      open={operator !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={`Fund ${operator?.name ?? 'operator'}’s float`}
      description="The operator can sell offline packages up to the float's balance."
      confirmLabel="Fund float"
      field={{
        label: 'Amount (USDT)',
        inputMode: 'decimal',
        placeholder: '500.00',
        requiredMessage: 'Please enter an amount.',
        validate: amountProblem,
      }}
      onConfirm={(value) => onFund(Number(value))}
    >
      {operator && (
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg border border-border bg-raised px-4 py-3 text-sm">
          <dt className="text-muted">Float now</dt>
          <dd className="text-right font-semibold text-text tabular">
            {formatMoney(operator.float)} USDT
          </dd>
          <dt className="text-muted">Credited so far</dt>
          <dd className="text-right text-text tabular">{formatMoney(operator.credited)} USDT</dd>
        </dl>
      )}
    </ConfirmDialog>
  );
}

/**
 * The Fund float flow of a page: `start(operator)` opens the dialog with a fresh idempotency key
 * (one per opening, so a double click or a retry cannot fund twice); `dialog` renders it.
 */
export function useFundFloat(onFund: (credit: FloatCredit) => Promise<ActionOutcome>) {
  const [funding, setFunding] = useState<{ operator: OperatorSummary; key: string }>();
  const dialog = (
    <FundFloatDialog
      operator={funding?.operator}
      onClose={() => setFunding(undefined)}
      onFund={async (amount) => {
        if (!funding) return;
        const outcome = await onFund({
          operatorId: funding.operator._id,
          amount,
          idempotencyKey: funding.key,
        });
        if (outcome !== 'invalid') setFunding(undefined);
      }}
    />
  );
  return {
    start: (operator: OperatorSummary) => setFunding({ operator, key: newIdempotencyKey() }),
    dialog,
  };
}
