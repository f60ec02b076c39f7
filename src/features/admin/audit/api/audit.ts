import { listAudit } from '@contract/admin';
import { callApi } from '@/lib/api';
import { withQuery } from '@/lib/with-query';
import { useKeyset } from '@/lib/use-keyset';

export const AUDIT_FAILURE = 'Could not load the audit log';

export type AuditType = 'all' | 'action' | 'money';

/** The timeline's filters as typed; dates as YYYY-MM-DD (whole UTC days). */
export type AuditFilters = {
  action: string;
  actor: string;
  subject: string;
  from: string;
  to: string;
};

export const NO_FILTERS: AuditFilters = { action: '', actor: '', subject: '', from: '', to: '' };

/** The list's path: exact action and actor, subject prefix, and a range of whole UTC days. */
export function auditPath(type: AuditType, filters: AuditFilters): string {
  return withQuery(listAudit.path, {
    type: type === 'all' ? undefined : type,
    action: filters.action.trim(),
    actor: filters.actor.trim(),
    subject: filters.subject.trim(),
    from: filters.from && `${filters.from}T00:00:00.000Z`,
    to: filters.to && `${filters.to}T23:59:59.999Z`,
  });
}

/** GET /api/admin/audit: staff actions and money movements, newest first, keyset pages. */
export function useAuditLog(type: AuditType, filters: AuditFilters) {
  return useKeyset(auditPath(type, filters), (path) => callApi(listAudit, { path }), AUDIT_FAILURE);
}
