import { contactSubmit, type ContactInquiry } from '@contract/contact';
import { callApi } from '@/lib/api';

export function submitContact(inquiry: ContactInquiry) {
  return callApi(contactSubmit, { body: inquiry });
}
