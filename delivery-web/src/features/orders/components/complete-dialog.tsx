import { useId, useState, type FormEvent } from 'react';
import { Button, Modal, Price } from '@farm-store/shared-ui/host/kit';
import { shortOrderId } from '@farm-store/shared-ui/host/order-id';
import { ApiError } from '@/lib/api-client';
import type { CashCollected } from '../api/complete-order';
import type { DeliveryOrder } from '../types';
import { amountDue, CASH_NOTE_MAX, CASH_NOTE_MIN, PAID_ONLINE, paidWithoutCash, parseRupees, rupeesField, toPaise } from '../utils/cash';

const COMPLETE_FAILED = 'Failed to complete order. Please try again.';

/** A refusal the API words for people (a 400 about the cash); anything else gets the screen's own words. */
const failureText = (error: unknown) => (error instanceof ApiError && error.status === 400 && error.msg) || COMPLETE_FAILED;

interface CompleteDialogProps {
  order: DeliveryOrder;
  busy: boolean;
  /** The last attempt's failure, shown in the dialog (it stays open to try again). */
  error: unknown;
  /** The cash collected; nothing for an order paid online or by UPI. */
  onConfirm: (cash: CashCollected | undefined) => void;
  onClose: () => void;
}

/**
 * Handing over is confirmed with the cash collected: the amount due is filled in and can be changed; a different
 * amount needs a note saying why. An order paid online or by UPI has no cash to enter. Nothing is sent until
 * Confirm delivery.
 */
export function CompleteDialog({ order, busy, error, onConfirm, onClose }: CompleteDialogProps) {
  const formId = useId();
  const cashHintId = useId();
  const noteHintId = useId();
  const paid = paidWithoutCash(order);
  const due = amountDue(order);
  const [cash, setCash] = useState(() => rupeesField(due));
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<{ field: 'cash' | 'note'; text: string } | null>(null);
  const duePaise = toPaise(due);
  const collected = parseRupees(cash);
  const differs = collected !== null && collected !== duePaise;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (paid) {
      onConfirm(undefined);
      return;
    }
    if (collected === null) {
      setProblem({ field: 'cash', text: 'Enter the cash in rupees, like 180 or 180.50.' });
      return;
    }
    const reason = note.trim();
    if (differs && reason.length < CASH_NOTE_MIN) {
      setProblem({ field: 'note', text: 'The cash differs from the amount due: please say why (at least 3 characters).' });
      return;
    }
    setProblem(null);
    onConfirm({ cash_collected_paise: collected, ...(differs && { note: reason }) });
  }

  const failure = problem?.text ?? (error ? failureText(error) : null);
  return (
    <Modal
      open
      onClose={busy ? () => undefined : onClose}
      closeOnBackdrop={!busy}
      title="Complete delivery"
      subtitle={`Order #${shortOrderId(order.id)} · ${order.customer_name}`}
      footer={
        <>
          <Button variant="secondary" className="complete-dialog__button" disabled={busy} onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} className="complete-dialog__button" busy={busy}>
            Confirm delivery
          </Button>
        </>
      }
    >
      <form id={formId} className="complete-dialog" noValidate onSubmit={submit}>
        {paid ? (
          <p className="complete-dialog__paid">{order.payment.paid_via === 'upi_qr' ? 'Paid by UPI — nothing to collect' : PAID_ONLINE}</p>
        ) : (
          <>
            <p className="complete-dialog__due">
              Amount due <Price amount={due} />
            </p>
            <label className="complete-dialog__field">
              <span>Cash collected (₹)</span>
              <input
                name="cash"
                inputMode="decimal"
                autoComplete="off"
                value={cash}
                aria-invalid={problem?.field === 'cash' || undefined}
                aria-describedby={cashHintId}
                onChange={(event) => setCash(event.target.value)}
              />
            </label>
            <p id={cashHintId} className="complete-dialog__hint">
              Change it if the customer paid a different amount.
            </p>
            {differs && (
              <label className="complete-dialog__field">
                <span>Why is it different?</span>
                <textarea
                  name="note"
                  rows={3}
                  maxLength={CASH_NOTE_MAX}
                  value={note}
                  aria-invalid={problem?.field === 'note' || undefined}
                  aria-describedby={noteHintId}
                  required
                  onChange={(event) => setNote(event.target.value)}
                />
              </label>
            )}
            {differs && (
              <p id={noteHintId} className="complete-dialog__hint">
                Required when the cash differs from the amount due, e.g. “Customer had only ₹1,200; will pay the rest tomorrow”.
              </p>
            )}
          </>
        )}
        {failure && (
          <p className="complete-dialog__error" role="alert">
            {failure}
          </p>
        )}
      </form>
    </Modal>
  );
}
