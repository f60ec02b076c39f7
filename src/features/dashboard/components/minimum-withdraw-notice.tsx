import { ArrowRight, Info } from 'lucide-react';
import { useId } from 'react';
import { formatMoney, formatPoints } from '@/ui/lib/format';
import { KitLink } from '@/ui/lib/link';

export type MinimumWithdrawNoticeProps = {
  /** The smallest withdrawal, USDT (spec §9: 10). */
  minimum: number;
  /** The member's available balance, USDT. */
  balance: number;
};

/** 'Minimum Withdraw 10 USDT' and how far the member's balance is from it. */
export function MinimumWithdrawNotice({ minimum, balance }: MinimumWithdrawNoticeProps) {
  const titleId = useId();
  const shortBy = minimum - balance;
  return (
    <aside
      aria-labelledby={titleId}
      data-slot="minimum-withdraw"
      className="flex min-w-0 gap-3 rounded-lg border border-info/30 bg-info-soft px-4 py-4 sm:px-5"
    >
      <span
        aria-hidden
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-surface text-info [&_svg]:size-[1.125rem]"
      >
        <Info />
      </span>
      <div className="grid min-w-0 gap-1 text-sm">
        <h2 id={titleId} className="text-base font-semibold text-text">
          {/* Spec §9 shows the minimum as '10 USDT': whole amounts without decimals. */}
          Minimum Withdraw{' '}
          {Number.isInteger(minimum) ? formatPoints(minimum) : formatMoney(minimum)} USDT
        </h2>
        <p className="break-words text-muted">
          Your weekly payouts are credited to your available balance. You can ask for a withdrawal
          to your USDT wallet once the balance reaches {formatMoney(minimum)} USDT.
        </p>
        {shortBy > 0 ? (
          <p className="break-words text-text">
            <span className="font-semibold tabular">{formatMoney(shortBy)} USDT</span> to go before
            your first withdrawal.
          </p>
        ) : (
          <p className="break-words text-text">
            You can withdraw now.{' '}
            <KitLink
              href="/userdashboard/ewallet"
              className="inline-flex min-h-touch items-center gap-1.5 font-semibold whitespace-nowrap text-info underline-offset-4 hover:underline"
            >
              Open E-Wallet
              <ArrowRight aria-hidden className="size-4" />
            </KitLink>
          </p>
        )}
      </div>
    </aside>
  );
}
