import { OperatorHome } from '@/features/operator/operator-home';

export default function OperatorHomePage() {
  return <OperatorHome />;
}
