import { cva, type VariantProps } from 'class-variance-authority';
import { CircleUserRound, UserPlus } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { KitLink } from '../lib/link';
import { Skeleton } from '../skeleton/skeleton';

export type TreeNodeStatus = 'active' | 'inactive' | 'vacant';

export const treeNodeVariants = cva(
  'relative flex min-h-32 w-24 shrink-0 flex-col items-center rounded-lg border text-center text-text transition-colors',
  {
    variants: {
      status: {
        active: 'border-border bg-surface shadow-card',
        inactive: 'border-border bg-surface shadow-card',
        vacant: 'border-dashed border-border-strong bg-bg',
      },
      root: {
        true: 'border-accent/60 bg-raised ring-1 ring-accent/30',
        false: '',
      },
    },
    compoundVariants: [
      { status: 'vacant', root: true, className: 'border-border-strong bg-bg' },
      // The root's emphasis takes the member's colour: red around a red (inactive) avatar.
      { status: 'inactive', root: true, className: 'border-danger/60 ring-danger/30' },
    ],
    defaultVariants: { status: 'active', root: false },
  },
);

const avatarVariants = cva(
  'flex shrink-0 items-center justify-center rounded-full [&_svg]:size-[70%]',
  {
    variants: {
      status: {
        active: 'bg-accent-soft text-accent',
        inactive: 'bg-danger-soft text-danger',
        vacant: 'border border-dashed border-border-strong text-muted',
      },
      root: { true: 'size-12', false: 'size-10' },
    },
    defaultVariants: { status: 'active', root: false },
  },
);

const statusLabels = { active: 'Active', inactive: 'Inactive' } as const;

export type TreeNodeProps = Omit<ComponentProps<'div'>, 'onSelect'> &
  Omit<VariantProps<typeof treeNodeVariants>, 'status' | 'root'> & {
    /** The member's display name. */
    name?: string;
    /** The member's sponsor ID, shown in monospace. */
    sponsorId?: string;
    /** Active (green member image), inactive (red) or vacant (an open position). */
    status: TreeNodeStatus;
    /** Makes an occupied node a button, e.g. to re-root the tree on this member. */
    onSelect?: () => void;
    /** Where the Signup link of a vacant node goes. */
    signupHref?: string;
    /** Emphasises the node at the top of the tree. */
    isRoot?: boolean;
    /** Shows a skeleton of the node. */
    loading?: boolean;
  };

const body =
  'flex min-h-32 w-full flex-col items-center justify-center gap-1 rounded-[inherit] px-1.5 py-2.5';

/** One position of the binary genealogy tree: an active or inactive member, or a vacant spot with a Signup link. */
export function TreeNode({
  name = '',
  sponsorId = '',
  status,
  onSelect,
  signupHref,
  isRoot = false,
  loading = false,
  className,
  ...props
}: TreeNodeProps) {
  const statusId = useId();
  const root = isRoot;

  if (loading) {
    return (
      <div
        data-slot="tree-node"
        data-state="loading"
        aria-busy
        className={cn(treeNodeVariants({ status: 'active', root }), className)}
        {...props}
      >
        <div className={body}>
          <span className="sr-only">Loading member</span>
          <Skeleton className={cn('rounded-full', root ? 'size-12' : 'size-10')} />
          <Skeleton className="mt-1 h-3 w-16" />
          <Skeleton className="h-3 w-14" />
          <Skeleton className="h-3 w-10" />
        </div>
      </div>
    );
  }

  if (status === 'vacant') {
    return (
      <div
        data-slot="tree-node"
        data-state="vacant"
        data-root={root ? '' : undefined}
        className={cn(treeNodeVariants({ status, root }), className)}
        {...props}
      >
        <div className={cn(body, 'gap-0.5 pb-1')}>
          <span
            data-slot="tree-node-avatar"
            aria-hidden
            className={avatarVariants({ status, root })}
          >
            <UserPlus className="size-5!" />
          </span>
          <span className="mt-0.5 text-xs font-medium text-muted">Vacant</span>
          {signupHref && (
            <KitLink
              href={signupHref}
              data-slot="tree-node-signup"
              className="inline-flex min-h-touch w-full items-center justify-center rounded text-sm font-semibold text-info underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent"
            >
              Signup
            </KitLink>
          )}
        </div>
      </div>
    );
  }

  const label = statusLabels[status];
  const nameClass = cn(
    'mt-0.5 w-full truncate text-xs text-text',
    root ? 'font-bold' : 'font-semibold',
  );

  return (
    <div
      data-slot="tree-node"
      data-state={status}
      data-root={root ? '' : undefined}
      className={cn(
        treeNodeVariants({ status, root }),
        onSelect && 'hover:border-border-strong hover:bg-raised',
        className,
      )}
      {...props}
    >
      <div className={body}>
        <span
          data-slot="tree-node-avatar"
          role="img"
          aria-label={label}
          className={avatarVariants({ status, root })}
        >
          <CircleUserRound aria-hidden strokeWidth={1.75} />
        </span>
        {onSelect ? (
          <button
            type="button"
            data-slot="tree-node-select"
            aria-label={`${name} (${sponsorId})`}
            aria-describedby={statusId}
            onClick={onSelect}
            className={cn(
              nameClass,
              'block cursor-pointer after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-accent',
            )}
          >
            <span title={name}>{name}</span>
          </button>
        ) : (
          <span data-slot="tree-node-name" className={nameClass} title={name}>
            {name}
          </span>
        )}
        <span
          data-slot="tree-node-id"
          className="w-full truncate font-mono text-[0.6875rem] leading-4 text-muted"
          title={sponsorId}
        >
          {sponsorId}
        </span>
        <span
          id={statusId}
          aria-hidden
          data-slot="tree-node-status"
          className={cn(
            'inline-flex items-center gap-1 text-[0.6875rem] leading-4 font-medium',
            status === 'active' ? 'text-accent' : 'text-danger',
          )}
        >
          <span className="size-1.5 rounded-full bg-current" />
          {label}
        </span>
      </div>
    </div>
  );
}
