import { Transfers } from '@/features/admin/transfers/transfers';

export default function TransfersPage() {
  return <Transfers />;
}
