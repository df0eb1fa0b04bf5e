import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/i18n/i18n';
import { Button, Modal, Spinner } from '@farm-store/shared-ui/host/kit';
import { slotsQueryOptions, useSlots } from '@/features/delivery-area/api/get-slots';
import { SlotList } from '@/components/slot-list';
import { ErrorAlert } from '@/components/error-alert';
import { errorText } from '@/lib/error-messages';
import type { Order } from '@/types/api';
import { useRescheduleOrder } from '../api/reschedule-order';
import { canReschedule, pincodeOf } from '../utils/order-rules';

/** "Change delivery slot": the open slots of the order's pincode; stays mounted after a refusal so its reason stays up. */
export function RescheduleSlot({ order }: { order: Order }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const pincode = pincodeOf(order);
  const [asking, setAsking] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const slots = useSlots(asking ? pincode : null);
  const reschedule = useRescheduleOrder();
  const busy = reschedule.isPending;
  const allowed = canReschedule(order);

  function open() {
    setError(null);
    setPicked(null);
    setAsking(true);
  }

  async function move() {
    if (!picked) return;
    setError(null);
    try {
      await reschedule.mutateAsync({ orderId: order.id, slotId: picked });
      setAsking(false);
    } catch (e) {
      setError(errorText(t, e, t('slots.changeFailed')));
      // The slot may have just filled: the list shows it so.
      void queryClient.invalidateQueries({ queryKey: slotsQueryOptions(pincode).queryKey });
    }
  }

  if (!allowed && !error) return null;
  return (
    <div className="stack">
      {allowed && (
        <Button variant="secondary" disabled={busy} onClick={open}>
          {t('slots.change')}
        </Button>
      )}
      {error && !(asking && allowed) && <ErrorAlert>{error}</ErrorAlert>}
      <Modal
        open={asking && allowed}
        onClose={() => !busy && setAsking(false)}
        closeOnBackdrop={!busy}
        closeLabel={t('kit.close')}
        title={t('slots.changeTitle')}
        footer={
          <>
            <Button variant="secondary" disabled={busy} onClick={() => setAsking(false)}>
              {t('slots.keep')}
            </Button>
            <Button busy={busy} disabled={!picked || picked === order.slot?.id} onClick={() => void move()}>
              {t('slots.move')}
            </Button>
          </>
        }
      >
        <div className="stack">
          {error && <ErrorAlert>{error}</ErrorAlert>}
          {slots.isPending ? (
            <Spinner label={t('slots.loading')} />
          ) : slots.isError ? (
            <ErrorAlert>{errorText(t, slots.error, t('slots.loadFailed'))}</ErrorAlert>
          ) : (
            <SlotList slots={slots.data.slots} selectedId={picked ?? order.slot?.id ?? null} disabled={busy} onSelect={setPicked} />
          )}
        </div>
      </Modal>
    </div>
  );
}
