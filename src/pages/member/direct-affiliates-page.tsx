import { DirectAffiliates } from '@/features/network/direct-affiliates';

export default function DirectAffiliatesPage() {
  return <DirectAffiliates />;
}
