import { useParams } from 'react-router';
import { PackOrder } from '@/features/orders/components/pack-order';

/** `/admin/orders/<id>/pack`: the packing table's screen, a page of its own (no dashboard around it). */
export function PackOrderRoute() {
  const { orderId } = useParams();
  return <PackOrder orderId={orderId!} />;
}
