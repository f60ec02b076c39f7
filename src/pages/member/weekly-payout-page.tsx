import { WeeklyPayout } from '@/features/earnings/weekly-payout';

export default function WeeklyPayoutPage() {
  return <WeeklyPayout />;
}
