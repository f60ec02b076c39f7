import { ArrowRight, CircleSlash } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CODE_REQUIRED } from '@contract/two-factor';
import { Button } from '@/ui/button/button';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogForm,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/ui/dialog/dialog';
import { formatMoney } from '@/ui/lib/format';
import { KitLink } from '@/ui/lib/link';
import { usePopup } from '@/ui/popup/popup';
import { isCompleteCode, OneTimeCodeField } from '@/ui/one-time-code-field/one-time-code-field';
import { TextField } from '@/ui/text-field/text-field';
import type { WithdrawalValues } from '../api/request-withdrawal';
import type { CodeAsk } from '../api/second-factor';
import { useCodeField } from './use-code-field';
import { WALLET_DETAILS_PATH } from './wallet-address-card';

export const WITHDRAW_REQUIRED = 'Please fill in all fields.';
/** Spec §9: the minimum withdrawal shown to members. */
export const MINIMUM_WITHDRAWAL = 10;

export const NO_VERIFIED_WALLET =
  'No verified wallet address yet: submit one in Wallet details first.';

/** Why no withdrawal can be asked for yet: the balance is under the minimum, no verified wallet. */
export type WithdrawBlocker =
  { kind: 'minimum'; balance: number; minimum: number } | { kind: 'no_wallet' };

/**
 * What stops a withdrawal before the member fills the form (decisions §7: at least the minimum, to
 * the verified KYC address); nothing while the balance or the address is still unknown. The server
 * checks the same rules and has the last word.
 */
export function withdrawBlockers(
  balance: number | undefined,
  minimum: number,
  walletAddress: string | null | undefined,
): WithdrawBlocker[] {
  const blockers: WithdrawBlocker[] = [];
  if (balance !== undefined && balance < minimum) {
    blockers.push({ kind: 'minimum', balance, minimum });
  }
  if (walletAddress === null) blockers.push({ kind: 'no_wallet' });
  return blockers;
}

export const blockerText = (blocker: WithdrawBlocker) =>
  blocker.kind === 'minimum'
    ? `Your available balance is ${formatMoney(blocker.balance)} USDT; the minimum withdrawal is ${formatMoney(blocker.minimum)} USDT.`
    : NO_VERIFIED_WALLET;

/** A warning under the amount; the server checks the same rules and has the last word. */
export function amountHint(
  amount: number,
  balance: number | undefined,
  minimum: number = MINIMUM_WITHDRAWAL,
): string | undefined {
  if (!Number.isFinite(amount) || amount <= 0) return undefined;
  if (amount < minimum) return `Minimum withdrawal is ${formatMoney(minimum)} USDT.`;
  if (balance !== undefined && amount > balance) {
    return `That is more than your available balance of ${formatMoney(balance)} USDT.`;
  }
  return undefined;
}

type Fields = { amount: string; password: string; uniqueKey: string };
const FIELD_ORDER = ['amount', 'password', 'uniqueKey'] as const;

type WithdrawFormProps = Pick<
  WithdrawDialogProps,
  'balance' | 'minimum' | 'walletAddress' | 'submitting' | 'onSubmit' | 'code'
>;

function WithdrawForm({
  balance,
  minimum = MINIMUM_WITHDRAWAL,
  walletAddress,
  submitting = false,
  onSubmit,
  code: codeAsk,
}: WithdrawFormProps) {
  const [values, setValues] = useState<Fields>({ amount: '', password: '', uniqueKey: '' });
  const { code, setCode, codeMode, setCodeMode, codeError, setCodeError, codeRef } =
    useCodeField(codeAsk);
  const formRef = useRef<HTMLFormElement>(null);
  const keyNoteId = useId();
  const { popup, show } = usePopup();
  const amount = values.amount.trim() === '' ? NaN : Number(values.amount);

  const field = (name: keyof Fields) => ({
    name,
    value: values[name],
    required: true,
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const firstEmpty = FIELD_ORDER.find((name) =>
      name === 'amount' ? !Number.isFinite(amount) : values[name].trim() === '',
    );
    if (firstEmpty) {
      void show({
        icon: 'warning',
        title: WITHDRAW_REQUIRED,
        onCloseAutoFocus: (focusEvent) => {
          focusEvent.preventDefault();
          formRef.current?.querySelector<HTMLElement>(`[name="${firstEmpty}"]`)?.focus();
        },
      });
      return;
    }
    if (codeAsk?.requested && !isCompleteCode(code, codeMode)) {
      setCodeError(CODE_REQUIRED);
      codeRef.current?.focus();
      return;
    }
    onSubmit({
      amount,
      password: values.password,
      uniqueKey: values.uniqueKey.trim(),
      ...(codeAsk?.requested ? { code } : {}),
    });
  }

  return (
    <DialogForm
      ref={formRef}
      noValidate
      aria-label="Withdrawal form"
      aria-busy={submitting || undefined}
      onSubmit={handleSubmit}
    >
      <DialogBody className="grid gap-5">
        <dl className="grid gap-3 rounded-lg border border-border bg-raised px-4 py-3 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <dt className="text-muted">Available balance</dt>
            <dd className="font-semibold text-text tabular">
              {balance === undefined ? '—' : `${formatMoney(balance)} USDT`}
            </dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted">Paid to</dt>
            <dd className="font-mono text-[0.8125rem] break-all text-text">
              {walletAddress || (
                <span className="font-sans text-warning">{NO_VERIFIED_WALLET}</span>
              )}
            </dd>
          </div>
        </dl>
        <fieldset disabled={submitting} className="grid min-w-0 gap-4">
          <legend className="sr-only">Withdrawal</legend>
          <TextField
            label="Amount (USDT)"
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            placeholder={`${minimum} or more`}
            hint={amountHint(amount, balance, minimum)}
            inputClassName="tabular"
            {...field('amount')}
          />
          <TextField
            label="Account password"
            type="password"
            passwordToggle
            autoComplete="current-password"
            {...field('password')}
          />
          <div className="grid gap-1.5">
            <TextField
              label="Unique key"
              mono
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="XXXX-XXXX-XXXX-XXXX"
              aria-describedby={keyNoteId}
              {...field('uniqueKey')}
            />
            <p id={keyNoteId} className="text-sm text-muted">
              The secret key you were given when you registered.
            </p>
          </div>
          {codeAsk?.requested && (
            <OneTimeCodeField
              ref={codeRef}
              value={code}
              onChange={(next) => {
                setCode(next);
                setCodeError(undefined);
              }}
              mode={codeMode}
              onModeChange={setCodeMode}
              error={codeError}
            />
          )}
        </fieldset>
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary" disabled={submitting}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" loading={submitting}>
          Withdraw
        </Button>
      </DialogFooter>
      {popup}
    </DialogForm>
  );
}

export type WithdrawDialogProps = {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with true from the trigger, with false when Escape, Cancel or × closes it. */
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  trigger?: ReactNode;
  /** The wallet balance in USDT, for the hint; undefined while unknown. */
  balance?: number;
  /** The minimum withdrawal in USDT (spec §9: 10). */
  minimum?: number;
  /** The verified KYC address the USDT goes to, or null when none is verified. */
  walletAddress?: string | null;
  /** Disables the form and shows a spinner on Withdraw while the request is sent. */
  submitting?: boolean;
  /** Called with the amount as a number, the password and the unique key once all are filled. */
  onSubmit: (values: WithdrawalValues) => void;
  /** The member's second factor: when requested, the form asks for the code too. */
  code?: CodeAsk;
};

/** Instead of the form: why a withdrawal is not possible yet, and where to fix it. */
function WithdrawBlocked({ blockers }: { blockers: WithdrawBlocker[] }) {
  return (
    <>
      <DialogBody className="grid gap-3">
        <p className="text-sm font-semibold text-text">You cannot withdraw yet:</p>
        <ul data-slot="withdraw-blockers" className="grid gap-2">
          {blockers.map((blocker) => (
            <li
              key={blocker.kind}
              data-kind={blocker.kind}
              className="flex min-w-0 items-start gap-2 rounded border border-warning/40 bg-warning-soft px-3 py-2.5 text-sm text-text"
            >
              <CircleSlash aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
              <span className="min-w-0 break-words">
                {blockerText(blocker)}
                {blocker.kind === 'no_wallet' && (
                  <>
                    {' '}
                    <KitLink
                      href={WALLET_DETAILS_PATH}
                      className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-info underline underline-offset-4"
                    >
                      Wallet details
                      <ArrowRight aria-hidden className="size-4" />
                    </KitLink>
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">OK</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}

/**
 * The Withdraw USDT dialog of the E-Wallet (spec §2, §5); its fields clear when it closes. When the
 * balance is under the minimum or no wallet is verified it says so instead of showing the form.
 */
export function WithdrawDialog({ open, onOpenChange, trigger, ...formProps }: WithdrawDialogProps) {
  const blockers = withdrawBlockers(
    formProps.balance,
    formProps.minimum ?? MINIMUM_WITHDRAWAL,
    formProps.walletAddress,
  );
  return (
    <Dialog open={open} onOpenChange={(next) => !formProps.submitting && onOpenChange(next)}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>Withdraw USDT</DialogTitle>
          <DialogDescription>
            The amount is held from your balance until an admin pays it to your wallet.
          </DialogDescription>
        </DialogHeader>
        {blockers.length > 0 ? (
          <WithdrawBlocked blockers={blockers} />
        ) : (
          <WithdrawForm {...formProps} />
        )}
      </DialogContent>
    </Dialog>
  );
}
