import { useScholarshipPayments } from './api/payouts';
import { ScholarshipMonthView } from './components/scholarship-month-view';

/** `/admin/scholarships/:month`: the payments of one month's scholarship run (month as YYYY-MM). */
export function ScholarshipMonth({ month }: { month: string }) {
  const { list } = useScholarshipPayments(month);
  return <ScholarshipMonthView month={month} list={list} />;
}
