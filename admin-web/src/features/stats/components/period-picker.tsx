import { useId, useState } from 'react';
import { lastDays, periodProblem, type Period } from '@/lib/period';
import { LabelledField, LabelledInput } from '@/components/labelled-field';

const PRESETS = [7, 30, 90] as const;
type Preset = (typeof PRESETS)[number] | 'custom';

/**
 * The line chart's period: the last 7, 30 or 90 days, or custom from/to dates. A custom period is asked for only
 * once it is valid (from ≤ to, at most 366 days); until then the message under the dates says what is wrong.
 */
export function PeriodPicker({ period, onChange, now = () => new Date() }: { period: Period; onChange: (period: Period) => void; now?: () => Date }) {
  const id = useId();
  const [preset, setPreset] = useState<Preset>(30);
  const [draft, setDraft] = useState<Period>(period);
  const problem = preset === 'custom' ? periodProblem(draft) : null;
  // Both dates point to the message under them while it stands.
  const dateInput = { type: 'date', 'aria-invalid': problem ? true : undefined, 'aria-describedby': problem ? `${id}-problem` : undefined } as const;

  function choose(value: string) {
    const next: Preset = value === 'custom' ? 'custom' : (Number(value) as Preset);
    setPreset(next);
    if (next === 'custom') setDraft(period);
    else onChange(lastDays(next, now()));
  }

  function edit(change: Partial<Period>) {
    const next = { ...draft, ...change };
    setDraft(next);
    if (!periodProblem(next)) onChange(next);
  }

  return (
    <div className="period-picker" role="group" aria-label="Period of the orders and revenue chart">
      <LabelledField label="Period">
        <select value={String(preset)} onChange={(e) => choose(e.target.value)}>
          {PRESETS.map((days) => (
            <option key={days} value={days}>
              Last {days} days
            </option>
          ))}
          <option value="custom">Custom dates</option>
        </select>
      </LabelledField>
      {preset === 'custom' && (
        <>
          <LabelledInput label="From" {...dateInput} value={draft.from} onChange={(e) => edit({ from: e.target.value })} />
          <LabelledInput label="To" {...dateInput} value={draft.to} onChange={(e) => edit({ to: e.target.value })} />
          {problem && (
            <p id={`${id}-problem`} className="form-error period-picker__problem" role="alert">
              {problem}
            </p>
          )}
        </>
      )}
    </div>
  );
}
