import { CircleUserRound } from 'lucide-react';
import { buttonVariants } from '@/ui/button/button';
import { cn } from '@/ui/lib/cn';
import { KitLink } from '@/ui/lib/link';

export type SignedInNoticeProps = {
  /** Who is signed in, e.g. 'Ravi Kumar'. */
  name: string;
  /** Their User ID or e-mail, shown after the name. */
  account?: string;
  /** The area's home, e.g. '/userdashboard'. */
  href: string;
};

/** Says a session already exists and offers the way in, instead of redirecting silently. */
export function SignedInNotice({ name, account, href }: SignedInNoticeProps) {
  return (
    <div
      data-slot="signed-in-notice"
      className="grid grid-cols-[auto_minmax(0,1fr)] items-start gap-x-3 gap-y-2.5 rounded-md border border-info/40 bg-info-soft px-4 py-3"
    >
      <CircleUserRound aria-hidden className="mt-px size-5 text-info" />
      <p className="text-sm break-words text-text">
        You are already logged in as <span className="font-semibold">{name}</span>
        {account && (
          <>
            {' '}
            (<span className="font-mono">{account}</span>)
          </>
        )}
        .
      </p>
      <KitLink
        href={href}
        className={cn(
          buttonVariants({ variant: 'secondary', size: 'sm' }),
          'col-start-2 justify-self-start',
        )}
      >
        Go to dashboard
      </KitLink>
    </div>
  );
}
