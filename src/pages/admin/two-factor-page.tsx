import { AdminTwoFactor } from '@/features/two-factor/account-page';

export default function AdminTwoFactorPage() {
  return <AdminTwoFactor home="/admin" />;
}
