/** Pure: how a before → after pair of snapshots reads in the audit log. */

type Snapshot = Record<string, unknown> | null;

const show = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '—';
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
};

/**
 * `created: name=Millet, price_paise=12000` for a new target, `deleted: …` for a removed one, and
 * `field: before → after; …` for the fields that changed (`no change` when none did, e.g. a repeated click).
 */
export function describeChange(before: Snapshot, after: Snapshot): string {
  const fields = (s: Record<string, unknown>) =>
    Object.entries(s)
      .map(([k, v]) => `${k}=${show(v)}`)
      .join(', ');
  if (!before && after) return `created: ${fields(after)}`;
  if (before && !after) return `deleted: ${fields(before)}`;
  if (!before || !after) return '';
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changed = keys.filter((k) => show(before[k]) !== show(after[k])).map((k) => `${k}: ${show(before[k])} → ${show(after[k])}`);
  return changed.length ? changed.join('; ') : 'no change';
}
