import type { FormEvent } from 'react';
import { FormDialog, useDialogForm } from '@/components/form-dialog';
import { LabelledField, LabelledInput } from '@/components/labelled-field';
import { useCreateSlotTemplate, useUpdateSlotTemplate, type SlotTemplate } from '../api/slot-settings';
import { formOf, NEW_TEMPLATE, templateBody, WEEKDAYS, type TemplateForm } from '../utils/slot-template';

const COUNT = { type: 'number', min: '1', step: '1', inputMode: 'numeric', 'aria-required': 'true' } as const;

/** Add Slot or Edit Slot: the weekdays it runs, its Hyderabad hours, what it takes (orders and kilograms) and when orders close. */
export function SlotTemplateModal({ open, template = null, onClose }: { open: boolean; template?: SlotTemplate | null; onClose: () => void }) {
  const createTemplate = useCreateSlotTemplate();
  const updateTemplate = useUpdateSlotTemplate();
  const busy = createTemplate.isPending || updateTemplate.isPending;
  const { form, setForm, set, setError, outcome, dialog } = useDialogForm<TemplateForm>(NEW_TEMPLATE, {
    busy,
    onClose,
    initial: template ? formOf(template) : NEW_TEMPLATE,
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = templateBody(form);
    if ('error' in checked) return setError(checked.error);
    setError('');
    const done = outcome({ done: `Slot ${checked.body.start}–${checked.body.end} saved.`, failed: 'Failed to save the slot.' });
    if (template) updateTemplate.mutate({ id: template.id, ...checked.body }, done);
    else createTemplate.mutate(checked.body, done);
  }

  const toggleDay = (day: number, on: boolean) => setForm({ ...form, weekdays: on ? [...form.weekdays, day] : form.weekdays.filter((other) => other !== day) });

  return (
    <FormDialog
      {...dialog}
      open={open}
      title={template ? `Edit Slot ${template.start}–${template.end}` : 'Add Delivery Slot'}
      subtitle="Hyderabad riders' zone; times are Hyderabad time."
      submitLabel="Save Slot"
      busyLabel="Saving..."
      onSubmit={onSubmit}
    >
      <fieldset className="form-section slot-weekdays">
        <legend>Days of the week*</legend>
        {WEEKDAYS.map(({ day, name }) => (
          <label key={day} className="checkbox">
            <input type="checkbox" checked={form.weekdays.includes(day)} onChange={(e) => toggleDay(day, e.target.checked)} /> {name}
          </label>
        ))}
      </fieldset>
      <div className="form-row">
        <LabelledInput label="Starts at*" type="time" aria-required="true" value={form.start} onChange={set('start')} />
        <LabelledInput label="Ends at*" type="time" aria-required="true" value={form.end} onChange={set('end')} />
      </div>
      <div className="form-row">
        <LabelledInput label="Capacity (orders)*" {...COUNT} value={form.capacity_orders} onChange={set('capacity_orders')} />
        <LabelledInput label="Capacity (kg)*" {...COUNT} value={form.capacity_kg} onChange={set('capacity_kg')} />
      </div>
      <div className="form-row">
        <LabelledField label="Orders close">
          <select value={form.cutoff_kind} onChange={set('cutoff_kind')}>
            <option value="day_before">The evening before, at</option>
            <option value="hours_before">Hours before it starts</option>
          </select>
        </LabelledField>
        {form.cutoff_kind === 'day_before' ? (
          <LabelledInput label="Closing time" type="time" value={form.cutoff_at} onChange={set('cutoff_at')} />
        ) : (
          <LabelledInput
            label="Hours before"
            type="number"
            min="0"
            max="48"
            step="1"
            inputMode="numeric"
            value={form.cutoff_hours}
            onChange={set('cutoff_hours')}
          />
        )}
      </div>
    </FormDialog>
  );
}
