import { Deposits } from '@/features/admin/deposits/deposits';

export default function DepositsPage() {
  return <Deposits />;
}
