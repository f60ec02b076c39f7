import { Audit } from '@/features/admin/audit/audit';

export default function AuditPage() {
  return <Audit />;
}
