import type { MemberDetail } from '@contract/admin';
import type { TreeNode } from '@contract/tree';
import {
  Ban,
  CircleCheck,
  Gauge,
  HandCoins,
  KeyRound,
  LockKeyhole,
  LockOpen,
  Search,
  ShieldOff,
  TriangleExclamationPoint,
  Wallet,
} from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { Button, buttonVariants } from '@/ui/button/button';
import { ConfirmDialog } from '@/ui/confirm-dialog/confirm-dialog';
import { cn } from '@/ui/lib/cn';
import { formatDate } from '@/ui/lib/format';
import { KitLink } from '@/ui/lib/link';
import { LoadAlert } from '@/ui/load-alert/load-alert';
import { StatCard } from '@/ui/stat-card/stat-card';
import type { ListState } from '@/lib/use-keyset';
import { adminPaths } from '@/features/admin/paths';
import { PageHeader } from '@/features/admin/shared/page-header';
import {
  RESET_TWO_FACTOR,
  ResetTwoFactorDialog,
  resetTwoFactorDone,
} from '@/features/admin/shared/two-factor';
import type { ActionOutcome } from '@/features/admin/shared/use-failure-popup';
import type { Read, StatementLine } from '../api/members';
import { MemberActivity, type MemberActivityProps } from './member-activity';
import { MemberProfile } from './member-profile';
import { MemberTree } from './member-tree';
import { ResetKeyDialog, type ResetKeyResult } from './reset-key-dialog';

export type MemberViewProps = Pick<MemberActivityProps, 'tab' | 'onTabChange'> & {
  /** The sponsor ID from the address. */
  sponsorId: string;
  /** The member's profile, points, wallet and KYC. */
  detail: Read<MemberDetail>;
  /** The member's genealogy, rooted at them. */
  tree: Read<TreeNode>;
  orders: MemberActivityProps['orders'];
  statement: ListState<StatementLine>;
  withdrawals: MemberActivityProps['withdrawals'];
  /** Resets the unique key and hands over the new one (shown once). */
  onResetKey: () => Promise<ResetKeyResult>;
  /** Blocks (true) or unblocks (false) the member's login. */
  onBlock: (blocked: boolean) => Promise<ActionOutcome>;
  /** Removes the member's second factor (offered while they have one). */
  onResetTwoFactor: () => Promise<ActionOutcome>;
  /** Opens another member's page, from the tree. */
  onSelectMember: (sponsorId: string) => void;
};

function Banner({
  tone,
  icon,
  title,
  children,
}: {
  tone: 'danger' | 'warning';
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <div
      data-slot="member-banner"
      className={cn(
        'flex items-start gap-3 rounded-lg border px-4 py-3 text-sm text-text',
        tone === 'danger' ? 'border-danger/30 bg-danger-soft' : 'border-warning/40 bg-warning-soft',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'mt-0.5 shrink-0 [&_svg]:size-4',
          tone === 'danger' ? 'text-danger' : 'text-warning',
        )}
      >
        {icon}
      </span>
      <p className="min-w-0 break-words">
        <strong className={cn('font-semibold', tone === 'danger' ? 'text-danger' : 'text-warning')}>
          {title}
        </strong>{' '}
        {children}
      </p>
    </div>
  );
}

const back = { href: adminPaths.members, label: 'Members' };

function NotFoundState({ sponsorId }: { sponsorId: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        back={back}
        title="Member not found"
        description={
          <>
            No member has the sponsor ID{' '}
            <span className="font-mono break-all text-text">{sponsorId}</span>.
          </>
        }
      />
      <KitLink
        href={adminPaths.members}
        className={cn(buttonVariants({ variant: 'secondary' }), 'w-fit')}
      >
        <Search aria-hidden />
        Search members
      </KitLink>
    </div>
  );
}

/** The member's actions: Reset unique key and Block or Unblock login, each confirmed first. */
function useMemberActions(
  member: MemberDetail | undefined,
  onResetKey: MemberViewProps['onResetKey'],
  onBlock: MemberViewProps['onBlock'],
  onResetTwoFactor: MemberViewProps['onResetTwoFactor'],
) {
  const [dialog, setDialog] = useState<'reset' | 'block' | 'two-factor' | null>(null);
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const profile = member?.profile;
  const blocked = profile?.blocked ?? false;
  const name = profile?.name ?? '';

  const buttons = (
    <>
      <Button
        variant="secondary"
        disabled={!profile}
        onClick={() => {
          setNotice('');
          setDialog('reset');
        }}
      >
        <KeyRound aria-hidden />
        Reset unique key
      </Button>
      <Button
        variant="secondary"
        disabled={!profile}
        className={blocked ? undefined : 'text-danger hover:border-danger'}
        onClick={() => {
          setNotice('');
          setDialog('block');
        }}
      >
        {blocked ? <LockOpen aria-hidden /> : <Ban aria-hidden />}
        {blocked ? 'Unblock login' : 'Block login'}
      </Button>
      {member?.twoFactor && (
        <Button
          variant="secondary"
          onClick={() => {
            setNotice('');
            setDialog('two-factor');
          }}
        >
          <ShieldOff aria-hidden />
          {RESET_TWO_FACTOR}
        </Button>
      )}
    </>
  );

  const noticeLine = (
    <p
      ref={noticeRef}
      role="status"
      tabIndex={-1}
      data-slot="member-notice"
      className={
        notice
          ? 'flex items-center gap-2 rounded-lg border border-accent/30 bg-accent-soft px-4 py-3 text-sm font-medium break-words text-accent outline-none'
          : 'sr-only outline-none'
      }
    >
      {notice && <CircleCheck aria-hidden className="size-4 shrink-0" />}
      {notice}
    </p>
  );

  const dialogs = profile && member && (
    <>
      <ResetKeyDialog
        open={dialog === 'reset'}
        onOpenChange={(open) => setDialog(open ? 'reset' : null)}
        member={profile}
        withdrawalsLocked={member.withdrawalsLocked}
        onReset={onResetKey}
        onDone={() => setNotice(`${name}’s unique key was reset.`)}
      />
      <ConfirmDialog
        open={dialog === 'block'}
        onOpenChange={(open) => setDialog(open ? 'block' : null)}
        title={blocked ? `Unblock ${name}’s login?` : `Block ${name}’s login?`}
        description={
          blocked
            ? 'They can log in again with their password.'
            : 'They are signed out everywhere at once and cannot log in until you unblock them.'
        }
        confirmLabel={blocked ? 'Unblock login' : 'Block login'}
        variant={blocked ? 'primary' : 'danger'}
        finalFocus={noticeRef}
        onConfirm={async () => {
          const outcome = await onBlock(!blocked);
          if (outcome === 'invalid') return;
          if (outcome === 'done') {
            setNotice(blocked ? `${name} can log in again.` : `${name} can no longer log in.`);
          }
          setDialog(null);
        }}
      />
      <ResetTwoFactorDialog
        open={dialog === 'two-factor'}
        onOpenChange={(open) => setDialog(open ? 'two-factor' : null)}
        name={name}
        finalFocus={noticeRef}
        onReset={async () => {
          const outcome = await onResetTwoFactor();
          if (outcome === 'done') setNotice(resetTwoFactorDone(name));
          return outcome;
        }}
      />
    </>
  );

  return { buttons, noticeLine, dialogs };
}

/**
 * `/admin/members/:sponsorId`: everything about one member (profile, sponsor, placement, KYC,
 * points, wallet, tree, orders, statement and withdrawals) and the staff actions on them.
 */
export function MemberView({
  sponsorId,
  detail,
  tree,
  tab,
  onTabChange,
  orders,
  statement,
  withdrawals,
  onResetKey,
  onBlock,
  onResetTwoFactor,
  onSelectMember,
}: MemberViewProps) {
  const member = detail.data;
  const profile = member?.profile;
  const actions = useMemberActions(member, onResetKey, onBlock, onResetTwoFactor);

  if (detail.notFound) return <NotFoundState sponsorId={sponsorId} />;

  const failed = !member && detail.error;
  const loading = !member && !failed;
  const stat = { loading, error: failed ? 'Unavailable' : undefined };

  return (
    <div data-slot="admin-member" className="flex min-w-0 flex-col gap-6">
      <PageHeader
        back={back}
        title={profile?.name ?? `Member ${sponsorId}`}
        description={
          profile ? (
            <>
              <span className="font-mono">{profile.mySponsorId}</span> · joined{' '}
              {formatDate(profile.joinedAt)}
            </>
          ) : undefined
        }
        actions={actions.buttons}
      />
      {actions.noticeLine}
      {failed && <LoadAlert message={failed} onRetry={detail.onRetry} />}
      {profile?.blocked && (
        <Banner tone="danger" icon={<Ban />} title="Login blocked.">
          {profile.name} cannot log in until you unblock them.
        </Banner>
      )}
      {member?.withdrawalsLocked && (
        <Banner tone="warning" icon={<TriangleExclamationPoint />} title="Withdrawals locked.">
          Too many wrong unique keys were entered. Reset the unique key to unlock withdrawals.
        </Banner>
      )}

      <div className="grid min-w-0 grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Wallet balance"
          value={member?.wallet}
          unit="USDT"
          icon={<Wallet />}
          tone="accent"
          {...stat}
        />
        <StatCard
          label="On hold"
          value={member?.held}
          unit="USDT"
          icon={<LockKeyhole />}
          hint="Withdrawals waiting for payment"
          {...stat}
        />
        <StatCard
          label="Total payout"
          value={member?.totalPayout}
          unit="USDT"
          icon={<HandCoins />}
          {...stat}
        />
        <StatCard
          label="Personal points"
          value={member?.points.personal}
          format="points"
          icon={<Gauge />}
          {...stat}
        />
      </div>

      {!failed && <MemberProfile detail={member} />}
      <MemberTree tree={tree} onSelectMember={onSelectMember} />
      <MemberActivity
        tab={tab}
        onTabChange={onTabChange}
        orders={orders}
        statement={statement}
        withdrawals={withdrawals}
      />
      {actions.dialogs}
    </div>
  );
}
