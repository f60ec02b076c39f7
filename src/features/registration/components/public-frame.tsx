import { useId, type ReactNode } from 'react';
import { Wordmark } from '@/ui/app-shell/sidebar';
import { Card } from '@/ui/card/card';
import { KitLink } from '@/ui/lib/link';
import { LOGIN_PATH, VERIFY_SPONSOR_PATH } from '../paths';

export type PublicFrameProps = {
  /** The page's heading (h1). */
  title: ReactNode;
  /** One line under the heading. */
  intro?: ReactNode;
  children: ReactNode;
  /** The card's last row, e.g. a link to log in. */
  footer?: ReactNode;
};

/** The public joining pages, dressed like the login screen: wordmark home link and one card. */
export function PublicFrame({ title, intro, children, footer }: PublicFrameProps) {
  const titleId = useId();
  return (
    <main
      aria-labelledby={titleId}
      className="flex min-h-dvh flex-col items-center bg-[radial-gradient(ellipse_80%_50%_at_50%_0%,theme(colors.accent.soft),transparent)] px-4 py-10 sm:py-16"
    >
      <KitLink
        href="/"
        aria-label="LEARN-TRADE-EARN home"
        className="flex min-h-touch items-center rounded px-2"
      >
        <Wordmark className="text-lg" />
      </KitLink>
      <Card tone="raised" className="mt-6 w-full max-w-2xl">
        <div className="px-5 pt-7 sm:px-8 sm:pt-8">
          <h1
            id={titleId}
            className="text-2xl font-semibold tracking-tight break-words text-text sm:text-3xl"
          >
            {title}
          </h1>
          {intro && <p className="mt-1.5 text-sm text-pretty text-muted">{intro}</p>}
        </div>
        <div className="px-5 pt-6 pb-7 sm:px-8 sm:pb-8">{children}</div>
        {footer && (
          <div className="border-t border-border px-5 py-4 text-center text-sm text-muted sm:px-8">
            {footer}
          </div>
        )}
      </Card>
    </main>
  );
}

const linkClass =
  'inline-flex min-h-touch items-center rounded px-1 font-semibold text-info underline-offset-4 hover:underline';

/** 'Already a member? Log in' under the joining pages. */
export function LoginHint() {
  return (
    <p>
      Already a member?{' '}
      <KitLink href={LOGIN_PATH} className={linkClass}>
        Log in
      </KitLink>
    </p>
  );
}

/** Back to step 1, for a visitor whose link named no sponsor or the wrong one. */
export function VerifyAnotherHint() {
  return (
    <p>
      Wrong sponsor?{' '}
      <KitLink href={VERIFY_SPONSOR_PATH} className={linkClass}>
        Verify a different sponsor
      </KitLink>
    </p>
  );
}
