import { Scholarship } from '@/features/earnings/scholarship';

export default function ScholarshipPage() {
  return <Scholarship />;
}
