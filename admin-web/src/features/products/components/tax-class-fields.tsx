import { GST_RATES, type GstRate } from '@farm-store/contracts/bills';
import { Button } from '@farm-store/shared-ui/host/kit';
import { LabelledField, LabelledInput } from '@/components/labelled-field';
import { withNewRate, type RateDraft, type TaxDraft, type TaxProblems } from '../utils/tax-class';
import { Field } from './field';

/**
 * A product's tax class in Add Product and Edit Product: its HSN code and its GST rates, each from its date (a bill
 * takes the latest one on or before its own date). There is always at least one rate.
 */
export function TaxClassFields({ draft, problems, onChange }: { draft: TaxDraft; problems: TaxProblems; onChange: (draft: TaxDraft) => void }) {
  const editRow = (key: string, change: Partial<RateDraft>) =>
    onChange({ ...draft, rates: draft.rates.map((row) => (row.key === key ? { ...row, ...change } : row)) });
  return (
    <fieldset className="form-section">
      <legend>Tax class</legend>
      <Field label="HSN code" error={problems.hsn}>
        <input inputMode="numeric" maxLength={8} placeholder="e.g. 0407" value={draft.hsn} onChange={(e) => onChange({ ...draft, hsn: e.target.value })} />
      </Field>
      <ul className="fsui-plain-list tax-rates" aria-label="GST rates">
        {draft.rates.map((row, index) => (
          <li key={row.key}>
            <div className="tax-rate" role="group" aria-label={`GST rate ${index + 1}`}>
              <LabelledField label="GST rate">
                <select value={row.rate} onChange={(e) => editRow(row.key, { rate: Number(e.target.value) as GstRate })}>
                  {GST_RATES.map((rate) => (
                    <option key={rate} value={rate}>
                      {rate} %
                    </option>
                  ))}
                </select>
              </LabelledField>
              <LabelledInput label="From" type="date" value={row.from} onChange={(e) => editRow(row.key, { from: e.target.value })} />
              <Button
                variant="ghost"
                aria-label={`Remove GST rate ${index + 1}`}
                disabled={draft.rates.length === 1}
                onClick={() => onChange({ ...draft, rates: draft.rates.filter((other) => other.key !== row.key) })}
              >
                Remove
              </Button>
            </div>
          </li>
        ))}
      </ul>
      {problems.rates && <p className="field-error">{problems.rates}</p>}
      <Button variant="secondary" onClick={() => onChange(withNewRate(draft))}>
        Add GST rate
      </Button>
    </fieldset>
  );
}
