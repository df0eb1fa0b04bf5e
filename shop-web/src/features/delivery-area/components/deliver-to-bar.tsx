import { lazy, Suspense, useId, useState } from 'react';
import { useLocale, useTranslation, type TFunction } from '@/i18n/i18n';
import { formatDay } from '@/lib/format';
import { Icon } from '@/components/layout/icons';
import type { SlotsAnswer } from '@/types/api';
import { useSlots } from '../api/get-slots';
import { useDeliveryPincode } from '../utils/delivery-pincode';
import { slotText } from '../utils/slot-text';
import './deliver-to.css';

// The pincode form (and the saved addresses it offers) loads when the shopper opens it: not part of the first load.
const DeliverToEditor = lazy(() => import('./deliver-to-editor').then((m) => ({ default: m.DeliverToEditor })));

/** "Do you deliver here, and when?" for the remembered pincode, in one line. */
function statusText(t: TFunction, locale: string, pincode: string | null, answer: SlotsAnswer | undefined): string {
  if (!pincode) return t('deliverTo.prompt');
  if (!answer) return t('deliverTo.checking', { pincode });
  if (!answer.serviceable) return t('deliverTo.notServed', { pincode });
  if (answer.delivery === 'courier') {
    const place = t(`zones.${answer.zone}`);
    return answer.expected_date ? t('deliverTo.courier', { place, date: formatDay(answer.expected_date, locale) }) : t('deliverTo.courierNoDate', { place });
  }
  if (!answer.slots_in_use) return t('deliverTo.riders', { pincode });
  return answer.next_open ? t('deliverTo.nextSlot', { pincode, slot: slotText(t, answer.next_open, locale) }) : t('deliverTo.noSlot', { pincode });
}

/**
 * "Deliver to" under the shop's header, on every screen: a guest or customer enters a pincode (or picks a saved
 * address) and the bar says whether and when the store delivers there. Remembered on the device.
 */
export function DeliverToBar() {
  const { t } = useTranslation();
  const locale = useLocale();
  const pincode = useDeliveryPincode();
  const slots = useSlots(pincode);
  const [open, setOpen] = useState(false);
  const panelId = useId();

  return (
    <div className="deliver-to">
      <button type="button" className="deliver-to__button" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen(!open)}>
        <Icon name="pin" size={18} />
        <span className="deliver-to__status">{statusText(t, locale, pincode, slots.data)}</span>
        <span className="fsui-visually-hidden">{t('deliverTo.change')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <DeliverToEditor id={panelId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
