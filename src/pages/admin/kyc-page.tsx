import { Kyc } from '@/features/admin/kyc/kyc';

export default function KycPage() {
  return <Kyc />;
}
