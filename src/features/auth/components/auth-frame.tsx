import type { ReactNode } from 'react';
import { Wordmark } from '@/ui/app-shell/sidebar';
import { Card } from '@/ui/card/card';
import { KitLink } from '@/ui/lib/link';

export type AuthFrameProps = {
  /** Names the screen (`data-slot`), e.g. 'login-view'. */
  slot: string;
  /** The h1's id, for the form it labels. */
  titleId: string;
  title: ReactNode;
  subtitle: ReactNode;
  /** The card's body: notices and the form. */
  children: ReactNode;
  /** The card's last row, e.g. the link to signup. */
  footer?: ReactNode;
  /** Rendered after the card, e.g. the screen's popups. */
  after?: ReactNode;
};

/** The sign-in screens' page: the wordmark home link over one card with the title. */
export function AuthFrame({
  slot,
  titleId,
  title,
  subtitle,
  children,
  footer,
  after,
}: AuthFrameProps) {
  return (
    <main
      data-slot={slot}
      className="flex min-h-dvh flex-col items-center bg-[radial-gradient(ellipse_80%_50%_at_50%_0%,theme(colors.accent.soft),transparent)] px-4 py-8 sm:justify-center sm:py-10"
    >
      <KitLink
        href="/"
        aria-label="LEARN-TRADE-EARN home"
        className="flex min-h-touch items-center rounded px-2"
      >
        <Wordmark className="text-lg" />
      </KitLink>

      <Card tone="raised" className="mt-6 w-full max-w-md">
        <div className="px-5 pt-7 sm:px-8 sm:pt-8">
          <h1
            id={titleId}
            className="text-2xl font-semibold tracking-tight break-words text-text sm:text-3xl"
          >
            {title}
          </h1>
          <p className="mt-1.5 text-sm text-pretty text-muted">{subtitle}</p>
        </div>

        {children}

        {footer && (
          <div className="border-t border-border px-5 py-4 text-center text-sm text-muted sm:px-8">
            {footer}
          </div>
        )}
      </Card>
      {after}
    </main>
  );
}
