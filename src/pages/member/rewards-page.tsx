import { Rewards } from '@/features/earnings/rewards';

export default function RewardsPage() {
  return <Rewards />;
}
