import { useState, type FormEvent } from 'react';
import { Badge, Button, useToast } from '@farm-store/shared-ui/host/kit';
import { INQUIRY_NOTE_MAX } from '@farm-store/contracts/inquiries';
import { useInquiries, type Inquiry } from '../api/get-inquiries';
import { useUpdateInquiry } from '../api/update-inquiry';
import { FormDialog } from '@/components/form-dialog';
import { LabelledField } from '@/components/labelled-field';
import { ListTable } from '@/components/list-table';
import { Panel } from '@/components/panel';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';

/** Field names as people read them ("business_name" → "Business name"). */
const fieldName = (key: string) => key.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase());

/** Who sent it, for a dialog's subtitle: the business, else the person. */
const senderOf = (inquiry: Inquiry) => inquiry.form_data.business_name ?? inquiry.form_data.full_name ?? inquiry.form_data.your_name ?? 'the sender';

const SHOWN = { all: 'All', waiting: 'Waiting', handled: 'Handled' } as const;
type Shown = keyof typeof SHOWN;

/** Vendor and franchise inquiries: marked handled with a note once dealt with, and filtered by that. */
export function InquiriesPanel() {
  const inquiries = useInquiries();
  const updateInquiry = useUpdateInquiry();
  const toast = useToast();
  const [shown, setShown] = useState<Shown>('all');
  const [handling, setHandling] = useState<Inquiry | null>(null);
  const rows = inquiries.data?.filter((inquiry) => shown === 'all' || inquiry.handled === (shown === 'handled'));
  const busyWith = (inquiry: Inquiry) => updateInquiry.isPending && updateInquiry.variables?.id === inquiry.id;

  const markWaiting = (inquiry: Inquiry) =>
    updateInquiry.mutate(
      { id: inquiry.id, handled: false },
      {
        onSuccess: () => toast.success(`The inquiry from ${senderOf(inquiry)} is waiting again.`),
        onError: (error) => toast.error(errorMessage(error, 'Could not change the inquiry. Please try again.')),
      },
    );

  return (
    <Panel id="inquiries" title="Inquiries">
      <div className="list-toolbar">
        <LabelledField label="Show">
          <select value={shown} onChange={(e) => setShown(e.target.value as Shown)}>
            {Object.entries(SHOWN).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </LabelledField>
      </div>
      <ListTable
        caption="Vendor and franchise inquiries"
        rows={rows}
        failed={inquiries.isError}
        noun="inquiries"
        empty={shown === 'all' ? undefined : `No ${SHOWN[shown].toLowerCase()} inquiries.`}
        columns={[
          {
            key: 'type',
            header: 'Type',
            render: (inquiry) => <Badge tone={inquiry.inquiry_type === 'Vendor' ? 'blue' : 'yellow'}>{inquiry.inquiry_type}</Badge>,
          },
          {
            key: 'details',
            header: 'Details',
            render: (inquiry) => (
              <dl className="inquiry-fields">
                {Object.entries(inquiry.form_data)
                  .filter(([, value]) => value)
                  .map(([key, value]) => (
                    <div key={key}>
                      <dt>{fieldName(key)}</dt>
                      <dd>{value}</dd>
                    </div>
                  ))}
              </dl>
            ),
          },
          { key: 'received', header: 'Received', render: (inquiry) => <span className="nowrap">{formatDateTime(inquiry.created_at)}</span> },
          {
            key: 'handled',
            header: 'Handled',
            render: (inquiry) =>
              inquiry.handled ? (
                <div className="inquiry-handled">
                  <Badge tone="green">Handled{inquiry.handled_at ? ` ${formatDateTime(inquiry.handled_at)}` : ''}</Badge>
                  {inquiry.handled_note && <p>{inquiry.handled_note}</p>}
                  <Button
                    variant="secondary"
                    busy={busyWith(inquiry)}
                    disabled={updateInquiry.isPending}
                    aria-label={`Mark waiting: inquiry from ${senderOf(inquiry)}`}
                    onClick={() => markWaiting(inquiry)}
                  >
                    Mark waiting
                  </Button>
                </div>
              ) : (
                <div className="inquiry-handled">
                  {inquiry.handled_note && <p>{inquiry.handled_note}</p>}
                  <Button
                    variant="secondary"
                    disabled={updateInquiry.isPending}
                    aria-label={`Mark handled: inquiry from ${senderOf(inquiry)}`}
                    onClick={() => setHandling(inquiry)}
                  >
                    Mark handled
                  </Button>
                </div>
              ),
          },
        ]}
      />
      {handling && <MarkHandledDialog key={handling.id} inquiry={handling} onClose={() => setHandling(null)} />}
    </Panel>
  );
}

/** Marks one inquiry handled, with what was done. */
function MarkHandledDialog({ inquiry, onClose }: { inquiry: Inquiry; onClose: () => void }) {
  const updateInquiry = useUpdateInquiry();
  const toast = useToast();
  const [note, setNote] = useState(inquiry.handled_note ?? '');
  const [error, setError] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError('');
    updateInquiry.mutate(
      { id: inquiry.id, handled: true, note },
      {
        onSuccess: () => {
          toast.success(`The inquiry from ${senderOf(inquiry)} is handled.`);
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure, 'Could not mark the inquiry handled. Please try again.')),
      },
    );
  };
  return (
    <FormDialog
      open
      title="Mark inquiry handled"
      subtitle={`${inquiry.inquiry_type} inquiry from ${senderOf(inquiry)}`}
      busy={updateInquiry.isPending}
      submitLabel="Mark handled"
      busyLabel="Saving…"
      error={error}
      onClose={onClose}
      onSubmit={submit}
    >
      <LabelledField label="What was done (optional)" hint={`Up to ${INQUIRY_NOTE_MAX} characters.`}>
        <textarea value={note} maxLength={INQUIRY_NOTE_MAX} rows={4} onChange={(e) => setNote(e.target.value)} />
      </LabelledField>
    </FormDialog>
  );
}
