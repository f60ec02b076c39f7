import { Outbox } from '@/features/admin/outbox/outbox';

export default function OutboxPage() {
  return <Outbox />;
}
