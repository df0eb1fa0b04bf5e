import { snapshotReader } from '../audit/targets';
import { SlotTemplateModel } from './model';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A slot template in the audit log (listed in src/audit-targets.ts), each field as staff read it, labelled by its times. */
export const slotTemplateSnapshot = snapshotReader(async (id) => {
  const t = await SlotTemplateModel.findById(id).lean();
  if (!t) return null;
  const cutoff = t.cutoff;
  const times = `${t.start}–${t.end}`;
  return {
    label: times,
    fields: {
      weekdays: [...t.weekdays]
        .sort()
        .map((d) => WEEKDAYS[d])
        .join(', '),
      times,
      capacity_orders: t.capacity_orders,
      capacity_grams: t.capacity_grams,
      cutoff: cutoff.kind === 'day_before' ? `${cutoff.at} the evening before` : `${cutoff.hours} hours before it starts`,
    },
  };
});
