import { useState, type FormEvent } from 'react';
import { Button, useToast } from '@farm-store/shared-ui/host/kit';
import { LabelledInput } from '@/components/labelled-field';
import { ListTable } from '@/components/list-table';
import { Panel } from '@/components/panel';
import { errorMessage } from '@/lib/api-client';
import { formatStoreDay } from '@/lib/format';
import { useAddClosedDay, useDeleteSlotTemplate, useRemoveClosedDay, useSlotSettings, type SlotTemplate } from '../api/slot-settings';
import { cutoffText, weekdaysText } from '../utils/slot-template';
import { SlotTemplateModal } from './slot-template-modal';
import './slots.css';

/** The Delivery slots tab: the Hyderabad zone's slots by weekday, and the days it does not deliver. */
export function SlotSettingsPanel() {
  const settings = useSlotSettings();
  const deleteTemplate = useDeleteSlotTemplate();
  const toast = useToast();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<SlotTemplate | null>(null);
  const hours = (template: SlotTemplate) => `${template.start}–${template.end}`;

  function onDelete(template: SlotTemplate) {
    const days = weekdaysText(template.weekdays);
    if (!window.confirm(`Delete the ${hours(template)} slot (${days})? Customers can no longer choose it; orders already in it keep their slot.`)) return;
    deleteTemplate.mutate(template.id, {
      onSuccess: () => toast.success(`Slot ${hours(template)} deleted.`),
      onError: (failure) => toast.error(errorMessage(failure, 'Failed to delete the slot.')),
    });
  }

  return (
    <>
      <Panel id="slot-templates" title="Delivery slots (Hyderabad)" actions={<Button onClick={() => setAdding(true)}>Add Slot</Button>}>
        <ListTable
          caption="Delivery slots"
          rows={settings.data?.templates}
          failed={settings.isError}
          noun="delivery slots"
          empty="No delivery slots yet: checkout needs none until you add one."
          columns={[
            { key: 'hours', header: 'Hours', render: (template) => <strong className="nowrap">{hours(template)}</strong> },
            { key: 'days', header: 'Days', render: (template) => weekdaysText(template.weekdays) },
            { key: 'orders', header: 'Orders', align: 'end', render: (template) => template.capacity_orders },
            { key: 'kg', header: 'Kilograms', align: 'end', render: (template) => template.capacity_kg },
            { key: 'cutoff', header: 'Orders close', render: (template) => cutoffText(template.cutoff) },
            {
              key: 'actions',
              header: 'Actions',
              render: (template) => (
                <span className="row-actions">
                  <Button
                    variant="secondary"
                    aria-label={`Edit slot ${hours(template)}`}
                    disabled={deleteTemplate.isPending}
                    onClick={() => setEditing(template)}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="danger"
                    aria-label={`Delete slot ${hours(template)}`}
                    busy={deleteTemplate.isPending && deleteTemplate.variables === template.id}
                    disabled={deleteTemplate.isPending}
                    onClick={() => onDelete(template)}
                  >
                    Delete
                  </Button>
                </span>
              ),
            },
          ]}
        />
        <SlotTemplateModal open={adding} onClose={() => setAdding(false)} />
        {editing && <SlotTemplateModal key={editing.id} open template={editing} onClose={() => setEditing(null)} />}
      </Panel>
      <ClosedDays days={settings.data?.closed_days} failed={settings.isError} />
    </>
  );
}

/** Holidays: no slot is offered on them. */
function ClosedDays({ days, failed }: { days: Array<{ date: string; reason: string }> | undefined; failed: boolean }) {
  const addDay = useAddClosedDay();
  const removeDay = useRemoveClosedDay();
  const toast = useToast();
  const [date, setDate] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const busy = addDay.isPending || removeDay.isPending;

  function onAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!date || !reason.trim()) return setError('Choose the day and say why it is closed (e.g. Sankranti).');
    setError('');
    addDay.mutate(
      { date, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(`${formatStoreDay(date)} closed.`);
          setDate('');
          setReason('');
        },
        onError: (failure) => setError(errorMessage(failure, 'Failed to close the day.')),
      },
    );
  }

  function onRemove(day: string) {
    removeDay.mutate(day, {
      onSuccess: () => toast.success(`${formatStoreDay(day)} open again.`),
      onError: (failure) => toast.error(errorMessage(failure, 'Failed to open the day again.')),
    });
  }

  return (
    <Panel id="closed-days" title="Closed days">
      <form className="closed-day-form" noValidate onSubmit={onAdd}>
        <LabelledInput label="Day" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        <LabelledInput label="Reason" value={reason} maxLength={100} placeholder="Sankranti" onChange={(e) => setReason(e.target.value)} />
        <Button type="submit" busy={addDay.isPending} disabled={busy}>
          Close Day
        </Button>
      </form>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {days === undefined ? (
        <p className="muted">{failed ? 'Could not load the closed days. Reload the page to try again.' : 'Loading closed days…'}</p>
      ) : days.length === 0 ? (
        <p className="muted">No closed days ahead.</p>
      ) : (
        <ul className="closed-days" aria-label="Closed days">
          {days.map((day) => (
            <li key={day.date}>
              <strong>{formatStoreDay(day.date)}</strong> {day.reason}
              <Button
                variant="ghost"
                aria-label={`Open ${formatStoreDay(day.date)} again`}
                busy={removeDay.isPending && removeDay.variables === day.date}
                disabled={busy}
                onClick={() => onRemove(day.date)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
