import { Operators } from '@/features/admin/operators/operators';

export default function OperatorsPage() {
  return <Operators />;
}
