import { AllPackages } from '@/features/orders/all-packages';

export default function PackagesPage() {
  return <AllPackages />;
}
