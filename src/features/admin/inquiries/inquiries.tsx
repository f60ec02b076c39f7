import type { Inquiry } from '@contract/admin';
import { settle } from '@/lib/use-action';
import { useFailurePopup } from '@/features/admin/shared/use-failure-popup';
import { useStatusParam } from '@/features/admin/shared/use-status-param';
import { setInquiryRead, useInquiries } from './api/inquiries';
import { InquiriesView } from './components/inquiries-view';

/** `/admin/inquiries`: contact inquiries, unread first; opening one marks it read. */
export function Inquiries() {
  const [filter, setFilter] = useStatusParam(['unread', 'all'] as const, 'show');
  const { list, mutate } = useInquiries(filter);
  const { popup, outcomeOf } = useFailurePopup();

  // Not a guarded action: inquiries opened one after another are each marked, even while the
  // previous mark is under way (the dialog's Mark unread guards its own clicks).
  async function onMark(inquiry: Inquiry, read: boolean) {
    const outcome = outcomeOf(
      await settle(() => setInquiryRead(inquiry, read)),
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
