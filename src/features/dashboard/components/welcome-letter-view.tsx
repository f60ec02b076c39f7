import { ArrowRight, Download } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { buttonVariants } from '@/ui/button/button';
import { Card } from '@/ui/card/card';
import { formatDate } from '@/ui/lib/format';
import { KitLink } from '@/ui/lib/link';
import { LoadAlert } from '@/ui/load-alert/load-alert';
import { Skeleton } from '@/ui/skeleton/skeleton';
import type { WelcomeLetterFacts } from '../api/use-welcome-letter';

export const WELCOME_FAILURE = 'Failed to load your welcome letter';

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function letterDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : longDate.format(date);
}

export type WelcomeLetterViewProps = {
  /** The letter's facts; undefined while they load or when they failed. */
  letter: WelcomeLetterFacts | undefined;
  /** Shows a skeleton letter. */
  loading?: boolean;
  /** The server's message or 'Failed to load your welcome letter'. */
  error?: string;
  /** Called by Retry after a failure. */
  onRetry: () => void;
  /** Where the server's PDF of the letter is downloaded from. */
  pdfHref: string;
};

const Mono = ({ children }: { children: ReactNode }) => (
  <span className="font-mono text-[0.9em] font-semibold whitespace-nowrap">{children}</span>
);

const paperLink =
  'inline-flex min-h-touch items-center gap-1.5 font-semibold text-bg underline decoration-bg/40 underline-offset-4 hover:decoration-bg focus-visible:outline-bg';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-0.5 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-bg/75">{term}</dt>
      <dd className="min-w-0 font-medium break-words">{children}</dd>
    </div>
  );
}

const nextSteps = [
  {
    title: 'Buy a package',
    text: 'Choose an education package that suits you. Your ID becomes active with your first approved package, and from then on you earn bonuses.',
    link: 'All packages',
    href: '/userdashboard/packages',
  },
  {
    title: 'Complete your wallet details',
    text: 'Add your Telegram ID and your USDT wallet address so that we can verify you and pay your withdrawals.',
    link: 'Wallet details',
    href: '/userdashboard/walletdetails',
  },
  {
    title: 'Share your referral links',
    text: 'Your Home page has a Left Link and a Right Link. Whoever signs up with one of them joins that side of your team.',
    link: 'Your referral links',
    href: '/userdashboard',
  },
] as const;

function Letter({ letter }: { letter: WelcomeLetterFacts }) {
  const greetingId = useId();
  const { sponsor, placement } = letter;
  return (
    <>
      <header className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3 border-b border-bg/15 pb-6">
        <div className="grid gap-1">
          <p className="flex items-center gap-2 text-lg font-bold tracking-tight sm:text-xl">
            <svg viewBox="0 0 32 32" aria-hidden className="size-7 shrink-0">
              <rect width="32" height="32" rx="7" className="fill-bg" />
              <path
                d="M7 22l6-7 4 4 8-10"
                fill="none"
                strokeWidth="3"
                strokeLinecap="round"
                strokeLinejoin="round"
                className="stroke-accent"
              />
            </svg>
            LEARN-TRADE-EARN
          </p>
          <p className="text-xs text-bg/75">Crypto trading education and rewards</p>
        </div>
        <p className="text-sm">
          <time dateTime={letter.joinedAt}>{letterDate(letter.joinedAt)}</time>
        </p>
      </header>

      <div className="grid gap-4">
        <h2 id={greetingId} className="text-lg font-semibold break-words">
          Dear {letter.name},
        </h2>
        <p>
          Welcome to LEARN-TRADE-EARN! We are delighted that you have joined our community. Here you
          will learn to read the crypto markets with our courses, put that knowledge to work in your
          own trading, and earn rewards as you share the programme with the people around you. Your
          account is ready, and this letter holds everything you need to get started.
        </p>
      </div>

      <section aria-labelledby={`${greetingId}-details`} className="grid gap-3">
        <h3 id={`${greetingId}-details`} className="text-base font-semibold">
          Your membership details
        </h3>
        <dl className="grid gap-3 rounded-md border border-bg/15 bg-bg/5 px-4 py-4 sm:px-5">
          <Detail term="User ID">
            <Mono>{letter.mySponsorId}</Mono>
          </Detail>
          <Detail term="Sponsor">
            {sponsor ? (
              <>
                {sponsor.name} (<Mono>{sponsor.mySponsorId}</Mono>)
              </>
            ) : (
              'None: you are the first member of the network'
            )}
          </Detail>
          <Detail term="Joined on">
            <time dateTime={letter.joinedAt}>{formatDate(letter.joinedAt)}</time>
          </Detail>
          <Detail term="Placement">
            {placement ? (
              <>
                {placement.position} of {placement.parentName} (
                <Mono>{placement.parentSponsorId}</Mono>)
              </>
            ) : (
              'At the top of the tree'
            )}
          </Detail>
        </dl>
        <p className="text-sm text-bg/75">
          Keep your User ID handy: you sign in with it, and the people you invite need it to join
          your team.
        </p>
      </section>

      <section aria-labelledby={`${greetingId}-next`} className="grid gap-3">
        <h3 id={`${greetingId}-next`} className="text-base font-semibold">
          What to do next
        </h3>
        <ol className="grid gap-4">
          {nextSteps.map((step, index) => (
            <li key={step.href} className="flex gap-3">
              <span
                aria-hidden
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-bg text-sm font-semibold text-text"
              >
                {index + 1}
              </span>
              <div className="grid min-w-0 gap-0.5">
                <p className="font-semibold">{step.title}</p>
                <p className="text-bg/75">{step.text}</p>
                <p>
                  <KitLink href={step.href} className={paperLink}>
                    {step.link}
                    <ArrowRight aria-hidden className="size-4" />
                  </KitLink>
                </p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <p>
        If you have a question, {sponsor ? 'your sponsor and ' : ''}our support team are glad to
        help. We wish you every success in learning, trading and earning with us.
      </p>

      <footer className="grid gap-1 border-t border-bg/15 pt-6">
        <p className="text-bg/75">With warm regards,</p>
        <p className="font-semibold">The LEARN-TRADE-EARN team</p>
      </footer>
    </>
  );
}

function LetterSkeleton() {
  const line = 'h-3.5 bg-bg/10';
  return (
    <div aria-hidden data-slot="welcome-letter-skeleton" className="grid gap-6">
      <div className="flex items-start justify-between gap-6 border-b border-bg/15 pb-6">
        <Skeleton className="h-7 w-52 bg-bg/10" />
        <Skeleton className={`${line} w-28`} />
      </div>
      <Skeleton className="h-5 w-40 bg-bg/10" />
      <div className="grid gap-2.5">
        <Skeleton className={`${line} w-full`} />
        <Skeleton className={`${line} w-full`} />
        <Skeleton className={`${line} w-11/12`} />
        <Skeleton className={`${line} w-2/3`} />
      </div>
      <Skeleton className="h-36 w-full bg-bg/10" />
      <div className="grid gap-2.5">
        <Skeleton className={`${line} w-full`} />
        <Skeleton className={`${line} w-5/6`} />
      </div>
    </div>
  );
}

/** The welcome letter (spec §2 `/userdashboard/welcome`) on paper, with a Download button for its PDF. */
export function WelcomeLetterView({
  letter,
  loading = false,
  error,
  onRetry,
  pdfHref,
}: WelcomeLetterViewProps) {
  const state = error !== undefined ? 'error' : loading || !letter ? 'loading' : 'ready';
  return (
    <div
      data-slot="welcome-letter"
      data-state={state}
      aria-busy={state === 'loading' || undefined}
      className="flex min-w-0 flex-col gap-6"
    >
      <div className="mx-auto flex w-full max-w-3xl flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="grid min-w-0 gap-1">
          <h1 className="text-2xl font-semibold tracking-tight text-text sm:text-3xl">Welcome</h1>
          <p className="text-sm text-muted sm:text-base">
            Your welcome letter. Download it as a PDF to keep or print.
          </p>
        </div>
        {state === 'ready' && letter && (
          <a
            href={pdfHref}
            download={`welcome-letter-${letter.mySponsorId}.pdf`}
            className={buttonVariants({ variant: 'primary', className: 'max-sm:w-full' })}
          >
            <Download aria-hidden />
            Download
          </a>
        )}
      </div>

      {state === 'error' ? (
        <div className="mx-auto w-full max-w-3xl">
          <Card>
            <LoadAlert variant="panel" message={WELCOME_FAILURE} detail={error} onRetry={onRetry} />
          </Card>
        </div>
      ) : (
        <article
          aria-label="Welcome letter"
          data-slot="welcome-letter-paper"
          className="mx-auto w-full max-w-3xl overflow-hidden rounded-md bg-text text-sm leading-relaxed text-bg shadow-raised sm:text-base"
        >
          <div aria-hidden className="h-1.5 bg-accent-strong" />
          <div className="grid gap-7 px-5 py-8 sm:px-12 sm:py-12">
            {state === 'ready' && letter ? <Letter letter={letter} /> : <LetterSkeleton />}
          </div>
        </article>
      )}
    </div>
  );
}
