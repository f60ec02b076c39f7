import { Withdrawals } from '@/features/admin/withdrawals/withdrawals';

export default function WithdrawalsPage() {
  return <Withdrawals />;
}
