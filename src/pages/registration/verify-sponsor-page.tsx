import { VerifySponsor } from '@/features/registration/verify-sponsor';

export default function VerifySponsorPage() {
  return <VerifySponsor />;
}
