import type { ComponentProps, CSSProperties } from 'react';
import { cn } from '../lib/cn';
import { formatUsd } from '../lib/format';

export type TickerCoin = { id: string; name: string; price: number };

export type TickerProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The coins to show with their USD price; while the list is empty the bar takes no room. */
  coins: TickerCoin[];
};

const secondsPerCoin = 2.5;

function CoinList({ coins, hidden = false }: { coins: TickerCoin[]; hidden?: boolean }) {
  return (
    <ul
      data-slot="ticker-list"
      aria-hidden={hidden || undefined}
      className={cn('flex shrink-0 items-center', hidden && 'motion-reduce:hidden')}
    >
      {coins.map((coin) => (
        <li
          key={coin.id}
          data-slot="ticker-item"
          className="flex items-baseline gap-2 border-r border-border px-5 text-sm whitespace-nowrap"
        >
          <span className="max-w-48 truncate font-medium text-muted" title={coin.name}>
            {coin.name}
          </span>
          <span className="font-semibold text-text tabular">{formatUsd(coin.price)}</span>
        </li>
      ))}
    </ul>
  );
}

/** A right-to-left marquee of coin prices (about 70 px/s) that pauses on hover and focus, and stands still under reduced motion. */
export function Ticker({ coins, className, style, ...props }: TickerProps) {
  const hasCoins = coins.length > 0;
  return (
    <section
      data-slot="ticker"
      data-state={hasCoins ? 'ready' : 'empty'}
      aria-label="Market prices"
      tabIndex={hasCoins ? 0 : undefined}
      // Empty (prerendered, or the market read failed): no blank band above the nav, no empty region.
      hidden={!hasCoins}
      className={cn(
        'group relative h-10 overflow-hidden border-b border-border bg-surface focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent motion-reduce:overflow-x-auto',
        '[mask-image:linear-gradient(to_right,transparent,black_2rem,black_calc(100%-2rem),transparent)] motion-reduce:[mask-image:none]',
        className,
      )}
      // Only with coins: an empty ticker is prerendered (landing page), and a style attribute in
      // served HTML is inline style that the Content-Security-Policy refuses.
      style={
        hasCoins
          ? ({
              '--ticker-duration': `${coins.length * secondsPerCoin}s`,
              ...style,
            } as CSSProperties)
          : style
      }
      {...props}
    >
      {hasCoins && (
        <div
          data-slot="ticker-track"
          className="flex h-full w-max animate-ticker group-focus-within:[animation-play-state:paused] group-hover:[animation-play-state:paused] motion-reduce:animate-none"
        >
          <CoinList coins={coins} />
          <CoinList coins={coins} hidden />
        </div>
      )}
    </section>
  );
}
