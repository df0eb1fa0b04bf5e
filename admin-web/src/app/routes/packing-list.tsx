import { useParams } from 'react-router';
import { PackingList } from '@/features/slots/components/packing-list';

/** `/admin/slots/<slotId>/packing`: a page of its own (no dashboard around it), so it prints as it stands. */
export function PackingListRoute() {
  const { slotId } = useParams();
  return <PackingList slotId={slotId!} />;
}
