import { BuyNow } from '@/features/orders/buy-now';

export default function BuyNowPage() {
  return <BuyNow />;
}
