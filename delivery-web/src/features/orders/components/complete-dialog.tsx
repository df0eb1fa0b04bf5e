import { useId, useState, type FormEvent } from 'react';
import { Button, Modal, Price } from '@farm-store/shared-ui/host/kit';
import { shortOrderId } from '@farm-store/shared-ui/host/order-id';
import { storePhone } from '@farm-store/shared-ui/host/store-phone';
import { ApiError } from '@/lib/api-client';
import type { Handover } from '../api/complete-order';
import type { DeliveryOrder } from '../types';
import { amountDue, CASH_NOTE_MAX, CASH_NOTE_MIN, paidAheadText, paidWithoutCash, parseRupees, rupeesField, toPaise } from '../utils/cash';
import { HandoverPhoto } from './handover-photo';

const COMPLETE_FAILED = 'Failed to complete order. Please try again.';

/**
 * A refusal the API words for people (400: a wrong code, the cash; 409: too many wrong codes); anything else gets
 * the screen's own words.
 */
const failureText = (error: unknown) => (error instanceof ApiError && (error.status === 400 || error.status === 409) && error.msg) || COMPLETE_FAILED;

const HANDOVER_CODE = /^\d{4}$/;

export const WAITING_FOR_MANAGER = 'Waiting for a manager to approve. Keep the order until they do.';

interface CompleteDialogProps {
  order: DeliveryOrder;
  busy: boolean;
  /** The last attempt's failure, shown in the dialog (it stays open to try again). */
  error: unknown;
  /** The customer's code when the store asks for one, and the cash collected; nothing for a paid order without a code. */
  onConfirm: (handover: Handover | undefined) => void;
  /** The photo for a manager's override reached the store. */
  onPhotoSent: () => void;
  onClose: () => void;
}

/**
 * Handing over is confirmed with the customer's handover code (unless the store turned codes off) and the cash
 * collected: the amount due is filled in and can be changed; a different amount needs a note saying why. An order
 * paid online or by UPI has no cash to enter. Nothing is sent until Confirm delivery. A customer who cannot show the
 * code, or too many wrong codes, leaves a photo at the door for a manager to approve.
 */
export function CompleteDialog({ order, busy, error, onConfirm, onPhotoSent, onClose }: CompleteDialogProps) {
  const formId = useId();
  const cashHintId = useId();
  const noteHintId = useId();
  const paid = paidWithoutCash(order);
  const due = amountDue(order);
  const codeRequired = order.handover?.code_required ?? false;
  const locked = order.handover?.locked ?? false;
  const overrideRequested = order.handover?.override === 'requested';
  const [code, setCode] = useState('');
  const [cash, setCash] = useState(() => rupeesField(due));
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<{ field: 'code' | 'cash' | 'note'; text: string } | null>(null);
  const [noCode, setNoCode] = useState(false);
  /** The server's refusal the rider has since answered by changing the form: no longer shown. */
  const [answered, setAnswered] = useState<unknown>(null);
  const duePaise = toPaise(due);
  const collected = parseRupees(cash);
  const differs = collected !== null && collected !== duePaise;

  /** Whether the problem found at Confirm still holds for these values. */
  function stillWrong(field: 'code' | 'cash' | 'note', values: { code: string; cash: string; note: string }) {
    if (field === 'code') return !HANDOVER_CODE.test(values.code.trim());
    const amount = parseRupees(values.cash);
    if (field === 'cash') return amount === null;
    return amount !== null && amount !== duePaise && values.note.trim().length < CASH_NOTE_MIN;
  }

  /** A field changed: a problem it corrects goes (a corrected amount, a note written), and so does the server's refusal. */
  function edit(values: Partial<{ code: string; cash: string; note: string }>) {
    if (values.code !== undefined) setCode(values.code);
    if (values.cash !== undefined) setCash(values.cash);
    if (values.note !== undefined) setNote(values.note);
    if (problem && !stillWrong(problem.field, { code, cash, note, ...values })) setProblem(null);
    setAnswered(error);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (codeRequired && !HANDOVER_CODE.test(code.trim())) {
      setProblem({ field: 'code', text: 'Enter the 4-digit code the customer shows you.' });
      return;
    }
    const withCode = codeRequired ? { code: code.trim() } : undefined;
    if (paid) {
      setProblem(null);
      onConfirm(withCode);
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
    onConfirm({ ...withCode, cash_collected_paise: collected, ...(differs && { note: reason }) });
  }

  const failure = problem?.text ?? (error && error !== answered ? failureText(error) : null);
  const photo = overrideRequested ? (
    <p className="complete-dialog__waiting" role="status">
      {WAITING_FOR_MANAGER}
    </p>
  ) : (
    <HandoverPhoto orderId={order.id} onSent={onPhotoSent} />
  );
  return (
    <Modal
      open
      onClose={busy ? () => undefined : onClose}
      closeOnBackdrop={!busy}
      title="Complete delivery"
      subtitle={`Order #${shortOrderId(order.id)} · ${order.customer_name}`}
      footer={
        locked ? (
          <Button variant="secondary" className="complete-dialog__button" onClick={onClose}>
            Close
          </Button>
        ) : (
          <>
            <Button variant="secondary" className="complete-dialog__button" disabled={busy} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" form={formId} className="complete-dialog__button" busy={busy}>
              Confirm delivery
            </Button>
          </>
        )
      }
    >
      {locked ? (
        <div className="complete-dialog">
          <p className="complete-dialog__locked">Locked after too many wrong codes. Call the store.</p>
          <a className="order-card__link" href={storePhone.href}>
            Call the store<span className="order-card__phone">{storePhone.display}</span>
          </a>
          {photo}
        </div>
      ) : (
        <form id={formId} className="complete-dialog" noValidate onSubmit={submit}>
          {codeRequired && (
            <label className="complete-dialog__field">
              <span>Handover code from the customer</span>
              <input
                name="code"
                inputMode="numeric"
                autoComplete="off"
                maxLength={4}
                className="complete-dialog__code"
                value={code}
                aria-invalid={problem?.field === 'code' || undefined}
                onChange={(event) => edit({ code: event.target.value })}
              />
            </label>
          )}
          {paid ? (
            <p className="complete-dialog__paid">{order.payment.paid_via === 'upi_qr' ? 'Paid by UPI — nothing to collect' : paidAheadText(order)}</p>
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
                  onChange={(event) => edit({ cash: event.target.value })}
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
                    onChange={(event) => edit({ note: event.target.value })}
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
          {codeRequired &&
            (overrideRequested || noCode ? (
              photo
            ) : (
              <button type="button" className="fsui-link-button fsui-link-button--touch complete-dialog__no-code" onClick={() => setNoCode(true)}>
                {"Customer can't show the code?"}
              </button>
            ))}
        </form>
      )}
    </Modal>
  );
}
