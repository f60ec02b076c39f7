import { Rewards } from '@/features/admin/rewards/rewards';

export default function RewardsPage() {
  return <Rewards />;
}
