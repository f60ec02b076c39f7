import { useParams } from 'react-router-dom';
import { ScholarshipMonth } from '@/features/admin/payouts/scholarship-month';

/** `/admin/scholarships/:month` (YYYY-MM). */
export default function ScholarshipMonthPage() {
  const { month = '' } = useParams();
  return <ScholarshipMonth key={month} month={month} />;
}
