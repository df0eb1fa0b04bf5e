import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation, useLocale, type TFunction } from '@/i18n/i18n';
import { Button } from '@farm-store/shared-ui/host/kit';
import { ErrorAlert } from '@/components/error-alert';
import { errorText } from '@/lib/error-messages';
import { formatDateTime, formatRupees } from '@/lib/format';
import type { Order } from '@/types/api';
import { useOrderProblems, useReportProblem, type Complaint, type ComplaintReason } from '../api/problems';
import { shrinkPhoto } from '../utils/shrink-photo';
import './order-problems.css';
import '@/i18n/screens'; // this screen's texts

const REASONS: ComplaintReason[] = ['spoiled', 'wrong_item', 'missing', 'damaged_in_transit', 'other'];
const MAX_PHOTOS = 3;
const MAX_NOTE = 500;

/** What the store answered, in the customer's words. */
function stateText(t: TFunction, c: Complaint, locale: string): string {
  if (c.state === 'approved') return t(`problems.approved.${c.refund_to ?? 'credit'}`, { amount: formatRupees(c.amount ?? 0, locale) });
  if (c.state === 'declined') return t('problems.declined', { reason: c.answer ?? '' });
  if (c.state === 'answered') return t('problems.courierClaim');
  return t('problems.open');
}

/**
 * A delivered order's problems: each complaint with the store's answer, and "Report a problem" while the window after
 * delivery is open (else why it is not offered).
 */
export function OrderProblems({ order }: { order: Order }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const problems = useOrderProblems(order.id);
  const [reporting, setReporting] = useState(false);
  const [sent, setSent] = useState(false);
  if (!problems.data) return problems.isError ? <ErrorAlert>{errorText(t, problems.error, t('problems.loadFailed'))}</ErrorAlert> : null;
  const { complaints, can_report, closes_at, window_hours } = problems.data;
  const closed = closes_at !== null && Date.now() > Date.parse(closes_at);
  return (
    <section className="order-problems" data-testid="order-problems">
      <h3 className="order-card__heading">{t('problems.title')}</h3>
      {complaints.length > 0 && (
        <ul className="fsui-plain-list stack">
          {complaints.map((c) => (
            <li key={c.id} className="order-problems__complaint">
              <p>
                <strong>{t(`problems.reasons.${c.reason}`)}</strong>
                {' · '}
                {c.items.map((i) => t('checkout.line', { name: i.name, variant: i.variantLabel, quantity: i.quantity })).join(', ')}
              </p>
              <p className={`order-problems__state order-problems__state--${c.state}`}>{stateText(t, c, locale)}</p>
            </li>
          ))}
        </ul>
      )}
      {sent && <p role="status">{t('problems.sent')}</p>}
      {can_report && !reporting && (
        <div className="stack">
          <Button variant="secondary" onClick={() => (setSent(false), setReporting(true))}>
            {t('problems.report')}
          </Button>
          {closes_at && <p className="muted">{t('problems.until', { date: formatDateTime(closes_at, locale) })}</p>}
        </div>
      )}
      {can_report && reporting && (
        <ReportForm
          order={order}
          complained={new Set(complaints.flatMap((c) => c.items.map((i) => i.variant_id)))}
          onDone={(done) => (setReporting(false), setSent(done))}
        />
      )}
      {!can_report && closed && <p className="muted">{t('problems.window', { hours: window_hours })}</p>}
    </section>
  );
}

interface Photo {
  blob: Blob;
  url: string;
}

function ReportForm({ order, complained, onDone }: { order: Order; complained: Set<string>; onDone: (sent: boolean) => void }) {
  const { t } = useTranslation();
  const report = useReportProblem(order.id);
  const ids = { reason: useId(), note: useId(), photos: useId() };
  const lines = order.items.filter((i) => !complained.has(i.variant_id));
  const [picked, setPicked] = useState<Record<string, number>>({});
  const [reason, setReason] = useState<ComplaintReason | null>(null);
  const [note, setNote] = useState('');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = report.isPending;

  // The previews' object URLs are let go when the form closes.
  const shown = useRef<Photo[]>([]);
  shown.current = photos;
  useEffect(() => () => shown.current.forEach((p) => URL.revokeObjectURL(p.url)), []);

  function removePhoto(photo: Photo) {
    URL.revokeObjectURL(photo.url);
    setPhotos((now) => now.filter((p) => p !== photo));
  }

  async function addPhotos(files: FileList | null) {
    const room = MAX_PHOTOS - photos.length;
    const chosen = Array.from(files ?? []).slice(0, room);
    const shrunk = await Promise.all(chosen.map(shrinkPhoto));
    setPhotos((now) => [...now, ...shrunk.map((blob) => ({ blob, url: URL.createObjectURL(blob) }))].slice(0, MAX_PHOTOS));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const items = Object.entries(picked).map(([variantId, quantity]) => ({ variantId, quantity }));
    if (items.length === 0) return setProblem(t('problems.pickItem'));
    if (!reason) return setProblem(t('problems.pickReason'));
    setProblem(null);
    try {
      await report.mutateAsync({ items, reason, note: note.trim(), photos: photos.map((p) => p.blob) });
      onDone(true);
    } catch (err) {
      setProblem(errorText(t, err, t('problems.sendFailed')));
    }
  }

  return (
    <form className="order-problems__form stack" onSubmit={(event) => void submit(event)} aria-busy={busy} noValidate>
      <fieldset className="stack">
        <legend>{t('problems.items')}</legend>
        {lines.map((line) => {
          const name = t('problems.itemName', { name: line.name, variant: line.variantLabel });
          const quantity = picked[line.variant_id];
          return (
            <div key={line.variant_id} className="order-problems__line">
              <label>
                <input
                  type="checkbox"
                  checked={quantity !== undefined}
                  disabled={busy}
                  onChange={(e) => setPicked(({ [line.variant_id]: _, ...rest }) => (e.target.checked ? { ...rest, [line.variant_id]: line.quantity } : rest))}
                />
                {name}
              </label>
              {quantity !== undefined && line.quantity > 1 && (
                <select
                  aria-label={t('problems.quantity', { name })}
                  value={quantity}
                  disabled={busy}
                  onChange={(e) => setPicked((now) => ({ ...now, [line.variant_id]: Number(e.target.value) }))}
                >
                  {Array.from({ length: line.quantity }, (_, i) => i + 1).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              )}
            </div>
          );
        })}
      </fieldset>
      <fieldset className="stack">
        <legend>{t('problems.reason')}</legend>
        {REASONS.map((r) => (
          <label key={r}>
            <input type="radio" name={ids.reason} checked={reason === r} disabled={busy} onChange={() => setReason(r)} />
            {t(`problems.reasons.${r}`)}
          </label>
        ))}
      </fieldset>
      <label htmlFor={ids.note}>{t('problems.note')}</label>
      <textarea id={ids.note} rows={3} maxLength={MAX_NOTE} value={note} disabled={busy} onChange={(e) => setNote(e.target.value)} />
      <div className="stack">
        {photos.length < MAX_PHOTOS ? (
          <label htmlFor={ids.photos}>{t('problems.photos', { count: MAX_PHOTOS })}</label>
        ) : (
          <p>{t('problems.photos', { count: MAX_PHOTOS })}</p>
        )}
        {photos.length > 0 && (
          <ul className="fsui-plain-list order-problems__photos">
            {photos.map((p, i) => (
              <li key={p.url}>
                <img src={p.url} alt={t('problems.photoAlt', { n: i + 1 })} />
                <Button variant="secondary" disabled={busy} onClick={() => removePhoto(p)}>
                  {t('problems.removePhoto', { n: i + 1 })}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {photos.length < MAX_PHOTOS && (
          <input
            id={ids.photos}
            type="file"
            accept="image/*"
            multiple
            disabled={busy}
            onChange={(e) => {
              void addPhotos(e.target.files);
              e.target.value = '';
            }}
          />
        )}
      </div>
      {problem && <ErrorAlert>{problem}</ErrorAlert>}
      <div className="order-problems__actions">
        <Button type="submit" busy={busy} disabled={busy}>
          {t('problems.send')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => onDone(false)}>
          {t('problems.cancel')}
        </Button>
      </div>
    </form>
  );
}
