import { ArrowUpRight, CircleCheck, Hourglass, Wallet } from 'lucide-react';
import type { WithdrawalOrder } from '@contract/wallet';
import { Button } from '@/ui/button/button';
import { formatMoney } from '@/ui/lib/format';
import { StatCard } from '@/ui/stat-card/stat-card';
import type { WithdrawalValues } from '../api/request-withdrawal';
import type { CodeAsk } from '../api/second-factor';
import { WalletAddressCard } from './wallet-address-card';
import { MINIMUM_WITHDRAWAL, WithdrawDialog } from './withdraw-dialog';
import { WithdrawalHistory } from './withdrawal-history';

export type EWalletViewProps = {
  /** The wallet balance in USDT; undefined while it loads or when it failed. */
  balance: number | undefined;
  balanceLoading?: boolean;
  /** The balance could not be loaded. */
  balanceError?: string;
  /** Held for pending withdrawals, USDT; undefined with the balance. */
  onHold?: number;
  /** The approved withdrawals' sum, USDT; undefined with the balance. */
  paid?: number;
  /** The minimum withdrawal in USDT (spec §9: 10). */
  minimum?: number;
  /** The verified KYC address; null when none is verified; undefined while it loads. */
  walletAddress: string | null | undefined;
  addressLoading?: boolean;
  addressError?: string;
  /** The withdrawal orders; undefined while they load or when they failed. */
  withdrawals: WithdrawalOrder[] | undefined;
  withdrawalsLoading?: boolean;
  withdrawalsError?: string;
  /** Whether the Withdraw USDT dialog is open. */
  withdrawOpen: boolean;
  onWithdrawOpenChange: (open: boolean) => void;
  /** The withdrawal request is being sent. */
  withdrawing?: boolean;
  /** Called with the dialog's values (the amount as a number). */
  onWithdraw: (values: WithdrawalValues) => void;
  /** The member's second factor: the dialog asks for the code when requested. */
  withdrawCode?: CodeAsk;
};

/** `/userdashboard/ewallet`: balance, payout address, withdrawal history and the Withdraw USDT dialog. */
export function EWalletView({
  balance,
  balanceLoading = false,
  balanceError,
  onHold,
  paid,
  minimum = MINIMUM_WITHDRAWAL,
  walletAddress,
  addressLoading = false,
  addressError,
  withdrawals,
  withdrawalsLoading = false,
  withdrawalsError,
  withdrawOpen,
  onWithdrawOpenChange,
  withdrawing = false,
  onWithdraw,
  withdrawCode,
}: EWalletViewProps) {
  return (
    <div data-slot="e-wallet" className="grid max-w-5xl min-w-0 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="grid min-w-0 gap-1">
          <h1 className="text-2xl font-semibold tracking-tight text-text sm:text-3xl">E-Wallet</h1>
          <p className="text-sm text-muted">Your earnings balance and USDT withdrawals.</p>
        </div>
        <WithdrawDialog
          open={withdrawOpen}
          onOpenChange={onWithdrawOpenChange}
          balance={balance}
          minimum={minimum}
          walletAddress={walletAddress}
          submitting={withdrawing}
          onSubmit={onWithdraw}
          code={withdrawCode}
          trigger={
            <Button size="lg" className="w-full sm:w-auto">
              <ArrowUpRight aria-hidden />
              Withdraw USDT
            </Button>
          }
        />
      </div>

      <section
        aria-label="Balance"
        className="grid grid-cols-2 gap-4 lg:grid-cols-[minmax(0,4fr)_minmax(0,3fr)_minmax(0,3fr)]"
      >
        <StatCard
          label="Wallet balance"
          value={balance}
          unit="USDT"
          tone="accent"
          icon={<Wallet />}
          loading={balanceLoading}
          error={balanceError}
          hint={`Available. Minimum Withdraw: ${formatMoney(minimum)} USDT`}
          className={balanceError ? 'col-span-2 lg:col-span-3' : 'col-span-2 lg:col-span-1'}
        />
        {/* Read with the balance: when it failed, its card alone says so. */}
        {!balanceError && (
          <>
            <StatCard
              label="On hold"
              value={onHold}
              unit="USDT"
              tone="info"
              icon={<Hourglass />}
              loading={balanceLoading}
              hint="Pending withdrawals"
            />
            <StatCard
              label="Paid"
              value={paid}
              unit="USDT"
              icon={<CircleCheck />}
              loading={balanceLoading}
              hint="Approved withdrawals"
            />
          </>
        )}
      </section>
      <WalletAddressCard address={walletAddress} loading={addressLoading} error={addressError} />

      <WithdrawalHistory rows={withdrawals} loading={withdrawalsLoading} error={withdrawalsError} />
    </div>
  );
}
