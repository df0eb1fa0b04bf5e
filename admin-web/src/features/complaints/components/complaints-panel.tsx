import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Badge, Button, useToast, type BadgeTone } from '@farm-store/shared-ui/host/kit';
import { shortOrderId } from '@farm-store/shared-ui/host/order-id';
import { FormDialog } from '@/components/form-dialog';
import { LabelledField, LabelledInput } from '@/components/labelled-field';
import { Panel } from '@/components/panel';
import { orderPath } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatRupees } from '@/lib/format';
import { useComplaints, useDecideComplaint, type AdminComplaint, type ComplaintDecision } from '../api/complaints';
import './complaints.css';

const REASONS: Record<AdminComplaint['reason'], string> = {
  spoiled: 'Spoiled or rotten',
  wrong_item: 'Wrong item',
  missing: 'Missing',
  damaged_in_transit: 'Damaged in transit',
  other: 'Other',
};

const STATES: Record<AdminComplaint['state'], { label: string; tone: BadgeTone }> = {
  open: { label: 'Open', tone: 'yellow' },
  approved: { label: 'Approved', tone: 'green' },
  declined: { label: 'Declined', tone: 'grey' },
  answered: { label: 'Courier claim', tone: 'blue' },
};

const REMEDIES: Record<NonNullable<AdminComplaint['refund_to']>, string> = {
  original: 'Refund to the online payment',
  credit: 'Store credit',
  replacement: 'Free replacement order',
};

const orderNo = (c: Pick<AdminComplaint, 'order_id'>) => `#${shortOrderId(c.order_id)}`;

/** What was decided, in a line. */
function outcome(c: AdminComplaint): string | null {
  if (c.state === 'approved')
    return c.refund_to === 'replacement' ? REMEDIES.replacement : `${formatRupees(c.amount ?? 0)} · ${REMEDIES[c.refund_to ?? 'credit']}`;
  return c.answer;
}

/** Owners and managers: what customers reported about delivered orders, with the photos, to approve or decline once. */
export function ComplaintsPanel() {
  const complaints = useComplaints(true);
  const [deciding, setDeciding] = useState<{ complaint: AdminComplaint; decision: 'approve' | 'decline' } | null>(null);
  const list = complaints.data?.complaints;
  return (
    <Panel id="complaints" title="Complaints">
      {complaints.isError && <p role="alert">{errorMessage(complaints.error, 'Could not load the complaints.')}</p>}
      {list?.length === 0 && <p className="muted">No complaints yet.</p>}
      <ul className="fsui-plain-list complaint-cards">
        {list?.map((c) => (
          <li key={c.id} className="card complaint-card">
            <ComplaintCard complaint={c} onDecide={(decision) => setDeciding({ complaint: c, decision })} />
          </li>
        ))}
      </ul>
      {deciding?.decision === 'approve' && <ApproveDialog key={deciding.complaint.id} complaint={deciding.complaint} onClose={() => setDeciding(null)} />}
      {deciding?.decision === 'decline' && <DeclineDialog key={deciding.complaint.id} complaint={deciding.complaint} onClose={() => setDeciding(null)} />}
    </Panel>
  );
}

function ComplaintCard({ complaint: c, onDecide }: { complaint: AdminComplaint; onDecide: (decision: 'approve' | 'decline') => void }) {
  const state = STATES[c.state];
  const earlier = c.history.length;
  return (
    <article className="stack" aria-label={`Complaint about order ${orderNo(c)}`}>
      <header className="complaint-card__header">
        <h3>
          Order <Link to={orderPath(c.order_id)}>{orderNo(c)}</Link>
        </h3>
        <Badge tone={state.tone}>{state.label}</Badge>
      </header>
      <p>
        <strong>{c.customer.name}</strong> · <a href={`tel:${c.customer.phone}`}>{c.customer.phone}</a>
        <br />
        <span className="muted">
          {earlier === 0
            ? 'First complaint'
            : `${earlier} earlier complaint${earlier === 1 ? '' : 's'}: ${c.history
                .slice(0, 3)
                .map((h) => `${orderNo(h)} ${STATES[h.state].label.toLowerCase()}${h.amount !== null ? ` ${formatRupees(h.amount)}` : ''}`)
                .join(', ')}`}
        </span>
      </p>
      <p>
        <strong>{REASONS[c.reason]}</strong> · reported {formatDateTime(c.created_at)}
        {c.order.delivered_at && <span className="muted"> (delivered {formatDateTime(c.order.delivered_at)})</span>}
      </p>
      <ul className="complaint-card__items">
        {c.items.map((i) => (
          <li key={i.variant_id}>
            {i.name} ({i.variantLabel}) × {i.quantity} · {formatRupees(i.value)}
          </li>
        ))}
      </ul>
      <p>
        Value <strong>{formatRupees(c.value)}</strong> · order {formatRupees(c.order.total)}
        {c.order.paid_online ? `, paid online (${formatRupees(c.order.refundable)} refundable)` : ', not paid online'}
        {c.order.is_outstation && ', courier'}
      </p>
      {c.note && <blockquote className="complaint-card__note">{c.note}</blockquote>}
      {c.photos.length > 0 && (
        <ul className="fsui-plain-list complaint-card__photos">
          {c.photos.map((url, i) => (
            <li key={url}>
              <a className="complaint-photo" href={url} target="_blank" rel="noreferrer">
                <img src={url} alt={`Photo ${i + 1} from the customer, order ${orderNo(c)}`} />
                <span className="fsui-visually-hidden"> (opens full size in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {outcome(c) && <p className="complaint-card__outcome">{outcome(c)}</p>}
      {c.state === 'open' && (
        <div className="complaint-card__actions">
          <Button onClick={() => onDecide('approve')}>Approve</Button>
          <Button variant="secondary" onClick={() => onDecide('decline')}>
            Decline
          </Button>
        </div>
      )}
    </article>
  );
}

/** The remedy proposed first: the online payment unless the customer prefers credit; credit for orders not paid online. */
const defaultRemedy = (c: AdminComplaint): NonNullable<AdminComplaint['refund_to']> =>
  c.order.paid_online && c.preferred_refund_to === 'original' ? 'original' : 'credit';

function ApproveDialog({ complaint: c, onClose }: { complaint: AdminComplaint; onClose: () => void }) {
  const decide = useDecideComplaint();
  const toast = useToast();
  const [amount, setAmount] = useState(String(c.value));
  const [refundTo, setRefundTo] = useState(defaultRemedy(c));
  const [error, setError] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const rupees = Number(amount);
    if (refundTo !== 'replacement' && !(rupees > 0 && rupees <= c.value)) return setError(`Enter an amount up to ${formatRupees(c.value)}.`);
    setError('');
    const decision: ComplaintDecision = refundTo === 'replacement' ? { decision: 'approve', refundTo } : { decision: 'approve', refundTo, amount: rupees };
    decide.mutate(
      { id: c.id, decision },
      {
        onSuccess: () => {
          toast.success(`Complaint about order ${orderNo(c)} approved.`);
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure, 'Could not approve the complaint. Please try again.')),
      },
    );
  };
  return (
    <FormDialog
      open
      title="Approve complaint"
      subtitle={`Order ${orderNo(c)} · ${c.customer.name}`}
      busy={decide.isPending}
      submitLabel="Approve"
      busyLabel="Approving…"
      error={error}
      onClose={onClose}
      onSubmit={submit}
    >
      <LabelledField label="Give back as">
        <select value={refundTo} onChange={(e) => setRefundTo(e.target.value as typeof refundTo)}>
          {(Object.keys(REMEDIES) as Array<keyof typeof REMEDIES>)
            .filter((r) => r !== 'original' || c.order.paid_online)
            .map((r) => (
              <option key={r} value={r}>
                {REMEDIES[r]}
              </option>
            ))}
        </select>
      </LabelledField>
      {refundTo !== 'replacement' && (
        <LabelledInput
          label="Amount (₹)"
          hint={`At most ${formatRupees(c.value)}, the value of the items${c.order.paid_online ? `; ${formatRupees(c.order.refundable)} left to refund` : ''}.`}
          type="number"
          inputMode="decimal"
          min="0.01"
          step="0.01"
          max={c.value}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      )}
    </FormDialog>
  );
}

function DeclineDialog({ complaint: c, onClose }: { complaint: AdminComplaint; onClose: () => void }) {
  const decide = useDecideComplaint();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reason.trim().length < 3) return setError('Give the customer a reason.');
    setError('');
    decide.mutate(
      { id: c.id, decision: { decision: 'decline', reason: reason.trim() } },
      {
        onSuccess: () => {
          toast.success(`Complaint about order ${orderNo(c)} declined.`);
          onClose();
        },
        onError: (failure) => setError(errorMessage(failure, 'Could not decline the complaint. Please try again.')),
      },
    );
  };
  return (
    <FormDialog
      open
      title="Decline complaint"
      subtitle={`Order ${orderNo(c)} · ${c.customer.name}`}
      busy={decide.isPending}
      submitLabel="Decline"
      busyLabel="Declining…"
      error={error}
      onClose={onClose}
      onSubmit={submit}
    >
      <LabelledField label="Reason the customer reads" hint="Shown on their order and sent by SMS. Up to 300 characters.">
        <textarea value={reason} maxLength={300} rows={3} onChange={(e) => setReason(e.target.value)} />
      </LabelledField>
    </FormDialog>
  );
}
