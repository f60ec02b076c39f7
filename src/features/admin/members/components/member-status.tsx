import { StatusBadge } from '@/ui/status-badge/status-badge';

/** A member's standing as badges: Active or Inactive (bought a package or not), and Blocked. */
export function MemberStatus({ isActive, blocked }: { isActive: boolean; blocked: boolean }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <StatusBadge status={isActive ? 'Active' : 'Inactive'} tone={isActive ? 'accent' : 'muted'} />
      {blocked && <StatusBadge status="Login blocked" tone="danger" />}
    </span>
  );
}
