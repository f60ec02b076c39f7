import type { Inquiry } from '@contract/admin';
import { useAdminAction } from '@/features/admin/shared/use-admin-action';
import { useStatusParam } from '@/features/admin/shared/use-status-param';
import { setInquiryRead, useInquiries } from './api/inquiries';
import { InquiriesView } from './components/inquiries-view';

/** `/admin/inquiries`: contact inquiries, unread first; opening one marks it read. */
export function Inquiries() {
  const [filter, setFilter] = useStatusParam(['unread', 'all'] as const, 'show');
  const { list, mutate } = useInquiries(filter);
  const { popup, run } = useAdminAction();

  async function onMark(inquiry: Inquiry, read: boolean) {
    const { outcome } = await run(
      () => setInquiryRead(inquiry, read),
      read ? 'Could not mark it read' : 'Could not mark it unread',
    );
    void mutate();
    return outcome;
  }

  return (
    <>
      <InquiriesView filter={filter} onFilterChange={setFilter} list={list} onMark={onMark} />
      {popup}
    </>
  );
}
