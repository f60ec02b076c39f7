import { Inquiries } from '@/features/admin/inquiries/inquiries';

export default function InquiriesPage() {
  return <Inquiries />;
}
