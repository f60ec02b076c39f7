import type { AccountProfile } from '@contract/account';
import { formatDate } from '@/ui/lib/format';
import { copy } from '../copy';
import { AccountSection, LoadFailure, Loading } from './section-states';

export type ProfileViewProps = {
  /** The member's facts; undefined while they load or when the read failed. */
  profile?: AccountProfile;
  /** Why the read failed; shows Retry. */
  error?: string;
  onRetry: () => void;
};

function Fact({ term, children, mono }: { term: string; children: string; mono?: boolean }) {
  return (
    <div className="grid min-w-0 gap-0.5">
      <dt className="text-muted">{term}</dt>
      <dd className={mono ? 'font-mono break-all text-text' : 'text-text wrap-anywhere'}>
        {children}
      </dd>
    </div>
  );
}

/** The member's registered details, read-only: decisions §3 lets no one change them here. */
export function ProfileView({ profile, error, onRetry }: ProfileViewProps) {
  let body;
  if (error && !profile) body = <LoadFailure message={error} onRetry={onRetry} />;
  else if (!profile) body = <Loading lines={4} />;
  else
    body = (
      <div className="grid gap-4">
        <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Fact term={copy.name}>{profile.name}</Fact>
          <Fact term={copy.userId} mono>
            {profile.mySponsorId}
          </Fact>
          <Fact term={copy.email}>{profile.email}</Fact>
          <Fact term={copy.mobile}>{profile.mobileNumber}</Fact>
          <Fact term={copy.sponsor}>
            {profile.sponsor
              ? `${profile.sponsor.name} (${profile.sponsor.mySponsorId})`
              : copy.noSponsor}
          </Fact>
          <Fact term={copy.joined}>{formatDate(profile.joinedAt)}</Fact>
        </dl>
        <p className="text-muted">{copy.profileNote}</p>
      </div>
    );
  return <AccountSection title={copy.profileTitle}>{body}</AccountSection>;
}
