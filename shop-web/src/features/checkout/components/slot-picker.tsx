import { useTranslation, useLocale } from '@/i18n/i18n';
import { SLOT_HOLD_MINUTES } from '@farm-store/contracts/slots';
import { Spinner } from '@farm-store/shared-ui/host/kit';
import { TitledSection } from '@/components/titled-section';
import { ErrorAlert } from '@/components/error-alert';
import { errorText, messageText } from '@/lib/error-messages';
import { formatDay } from '@/lib/format';
import { SCREENS_NS } from '@/i18n/screens';
import type { SlotChoice } from '../hooks/use-slot-choice';
import { SlotList } from '@/components/slot-list';

/**
 * Checkout's "when": the slots of a riders' zone with the chosen one held, or a courier order's dispatch and
 * expected dates. Nothing for an address without a pincode (the store gives its order the earliest open slot).
 */
export function SlotPicker({ choice }: { choice: SlotChoice }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { slots, slot, held, refusal } = choice;
  const nothingToSay = slots.data?.serviceable && !slots.data.slots_in_use && !slots.data.dispatch_date;
  if (!refusal && ((slots.isPending && slots.fetchStatus === 'idle') || nothingToSay)) return null;

  return (
    <TitledSection title={t('slots.title')} className="card stack">
      {refusal && <ErrorAlert>{messageText(t, refusal)}</ErrorAlert>}
      {slots.isPending ? (
        <Spinner label={t('slots.loading')} />
      ) : slots.isError ? (
        <ErrorAlert>{errorText(t, slots.error, t('slots.loadFailed'))}</ErrorAlert>
      ) : !slots.data.serviceable ? (
        <ErrorAlert>{t('slots.notServed')}</ErrorAlert>
      ) : slots.data.slots_in_use ? (
        <>
          <SlotList slots={slots.data.slots} selectedId={slot?.id ?? null} disabled={choice.holding} onSelect={(id) => void choice.choose(id)} />
          {held && (
            <p className="form-message form-message--success" role="status">
              {t('slots.held', { minutes: SLOT_HOLD_MINUTES })}
            </p>
          )}
          {!slot && <ErrorAlert>{t('errors.slotNoneOpen', { ns: SCREENS_NS })}</ErrorAlert>}
        </>
      ) : (
        slots.data.dispatch_date &&
        slots.data.expected_date && (
          <p style={{ margin: 0 }}>
            {t('slots.courier', { dispatch: formatDay(slots.data.dispatch_date, locale), expected: formatDay(slots.data.expected_date, locale) })}
          </p>
        )
      )}
    </TitledSection>
  );
}
