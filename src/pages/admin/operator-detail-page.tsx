import { useParams } from 'react-router-dom';
import { OperatorDetail } from '@/features/admin/operators/operator-detail';

/** `/admin/operators/:id`. */
export default function OperatorDetailPage() {
  const { id = '' } = useParams();
  return <OperatorDetail key={id} operatorId={id} />;
}
