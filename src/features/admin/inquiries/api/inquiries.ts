import { listInquiries, markInquiry, markInquiryPath, type Inquiry } from '@contract/admin';
import { callApi } from '@/lib/api';
import { withQuery } from '@/lib/with-query';
import { useKeyset } from '@/lib/use-keyset';

export const INQUIRIES_FAILURE = 'Could not load inquiries';

export type InquiryFilter = 'unread' | 'all';

/** GET /api/admin/inquiries[?unread=true]: contact form messages, newest first. */
export function useInquiries(filter: InquiryFilter) {
  return useKeyset(
    withQuery(listInquiries.path, { unread: filter === 'unread' ? 'true' : undefined }),
    (path) => callApi(listInquiries, { path }),
    INQUIRIES_FAILURE,
  );
}

/** POST /api/admin/inquiries/{id}/read {read}: marks an inquiry read or unread. */
export function setInquiryRead(inquiry: Inquiry, read: boolean) {
  return callApi(markInquiry, { path: markInquiryPath(inquiry._id), body: { read } });
}
