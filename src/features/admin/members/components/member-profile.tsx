import type { MemberDetail } from '@contract/admin';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/ui/card/card';
import { CopyButton } from '@/ui/copy-button/copy-button';
import { DataTable, type DataTableColumn } from '@/ui/data-table/data-table';
import { formatDate } from '@/ui/lib/format';
import { KitLink } from '@/ui/lib/link';
import { Skeleton } from '@/ui/skeleton/skeleton';
import { StatusBadge } from '@/ui/status-badge/status-badge';
import { adminPaths } from '@/features/admin/paths';
import { MemberCell } from '@/features/admin/shared/member-cell';
import { TwoFactorBadge } from '@/features/admin/shared/two-factor';
import { MemberStatus } from './member-status';

type Detail = MemberDetail | undefined;

/** One labelled fact of a card; a skeleton while the member loads. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid min-w-0 gap-1 sm:grid-cols-[8.5rem_1fr] sm:gap-3">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-words text-text">{children}</dd>
    </div>
  );
}

function Facts({ loading, children }: { loading: boolean; children: ReactNode }) {
  if (loading) {
    return (
      <div aria-busy className="grid gap-3">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className={index % 2 ? 'h-4 w-40' : 'h-4 w-56 max-w-full'} />
        ))}
      </div>
    );
  }
  return <dl className="grid gap-3">{children}</dl>;
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

const mono = 'font-mono text-[0.8125rem]';

function ProfileCard({ detail }: { detail: Detail }) {
  const profile = detail?.profile;
  return (
    <Panel title="Profile">
      <Facts loading={!profile}>
        {profile && detail && (
          <>
            <Fact label="Sponsor ID">
              <span className={mono}>{profile.mySponsorId}</span>
            </Fact>
            <Fact label="Mobile">
              <span className={mono}>{profile.mobileNumber}</span>
            </Fact>
            <Fact label="E-mail">
              <span className="break-all">{profile.email}</span>
            </Fact>
            <Fact label="Joined">{formatDate(profile.joinedAt)}</Fact>
            <Fact label="Package">{detail.currentPackage || '—'}</Fact>
            <Fact label="Status">
              <MemberStatus isActive={profile.isActive} blocked={profile.blocked} />
            </Fact>
            <Fact label="Two-factor sign-in">
              <TwoFactorBadge on={detail.twoFactor} />
            </Fact>
          </>
        )}
      </Facts>
    </Panel>
  );
}

function PlacementCard({ detail }: { detail: Detail }) {
  return (
    <Panel title="Sponsor and placement">
      <Facts loading={!detail}>
        {detail && (
          <>
            <Fact label="Sponsor">
              {detail.sponsor ? (
                <MemberCell member={detail.sponsor} />
              ) : (
                <span className="text-muted">None: the company root</span>
              )}
            </Fact>
            <Fact label="Placed under">
              {detail.placement ? (
                <MemberCell member={detail.placement.parent} />
              ) : (
                <span className="text-muted">Top of the tree</span>
              )}
            </Fact>
            {detail.placement && (
              <Fact label="Side">{detail.placement.position === 'left' ? 'Left' : 'Right'}</Fact>
            )}
            <Fact label="Team">
              {detail.points.legMembers.left} left · {detail.points.legMembers.right} right
            </Fact>
          </>
        )}
      </Facts>
    </Panel>
  );
}

const kycLabels = {
  not_submitted: 'Not submitted',
  pending: 'Pending',
  verified: 'Verified',
  rejected: 'Rejected',
} as const;

function KycCard({ detail }: { detail: Detail }) {
  const kyc = detail?.kyc;
  return (
    <Panel title="KYC">
      <Facts loading={!detail}>
        {detail && !kyc && (
          <>
            <Fact label="Status">
              <StatusBadge status={kycLabels.not_submitted} />
            </Fact>
            <Fact label="Wallet address">
              <span className="text-muted">
                None yet: withdrawals need a verified wallet address.
              </span>
            </Fact>
          </>
        )}
        {kyc && (
          <>
            <Fact label="Status">
              <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <StatusBadge status={kycLabels[kyc.status]} />
                {kyc.status === 'pending' && (
                  <KitLink
                    href={adminPaths.kyc}
                    className="text-sm font-medium text-info underline-offset-4 hover:underline"
                  >
                    Review in the KYC queue
                  </KitLink>
                )}
              </span>
            </Fact>
            <Fact label="Name">{kyc.name}</Fact>
            <Fact label="Telegram ID">{kyc.telegramId}</Fact>
            <Fact label="Wallet address">
              <span className="-my-2 flex min-w-0 items-center gap-0.5">
                <span className={`${mono} min-w-0 break-all`}>{kyc.walletAddress}</span>
                <CopyButton value={kyc.walletAddress} label="Copy the wallet address" />
              </span>
            </Fact>
            <Fact label="Submitted">{formatDate(kyc.submitted_at)}</Fact>
            {kyc.decided_at && (
              <Fact label={kyc.status === 'rejected' ? 'Rejected' : 'Verified'}>
                {formatDate(kyc.decided_at)}
              </Fact>
            )}
            {kyc.reason && <Fact label="Reason">{kyc.reason}</Fact>}
          </>
        )}
      </Facts>
    </Panel>
  );
}

type PointsRow = { key: string; label: string; left: number; right: number };

const pointColumns: DataTableColumn<PointsRow>[] = [
  { key: 'label', header: 'Figure', kind: 'mono', cell: (row) => row.label },
  { key: 'left', header: 'Left', kind: 'points' },
  { key: 'right', header: 'Right', kind: 'points' },
];

function pointRows(detail: MemberDetail): PointsRow[] {
  const { points } = detail;
  return [
    { key: 'direct', label: 'Direct points', ...points.direct },
    { key: 'team', label: 'Team points', ...points.team },
    { key: 'week', label: 'This period', ...points.week },
    { key: 'carried', label: 'Carried forward', ...points.carried },
    { key: 'members', label: 'Members', ...points.legMembers },
  ];
}

/** The member's profile, sponsor and placement, KYC and leg figures. */
export function MemberProfile({ detail }: { detail: Detail }) {
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-2">
      <ProfileCard detail={detail} />
      <PlacementCard detail={detail} />
      <KycCard detail={detail} />
      <DataTable
        caption="Points by leg"
        columns={pointColumns}
        rows={detail ? pointRows(detail) : undefined}
        rowKey={(row) => row.key}
        emptyMessage="No points yet"
      />
    </div>
  );
}
