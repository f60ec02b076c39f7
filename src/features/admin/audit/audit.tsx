import { useState } from 'react';
import { useStatusParam } from '@/features/admin/shared/use-status-param';
import { NO_FILTERS, useAuditLog, type AuditFilters } from './api/audit';
import { AuditView } from './components/audit-view';

/** `/admin/audit`: the audit timeline with its type tabs and filters. */
export function Audit() {
  const [type, setType] = useStatusParam(['all', 'action', 'money'] as const, 'type');
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const { list } = useAuditLog(type, filters);
  return (
    <AuditView
      type={type}
      onTypeChange={setType}
      filters={filters}
      onFiltersChange={setFilters}
      list={list}
    />
  );
}
