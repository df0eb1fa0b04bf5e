/** The value at rank `q` (0–1) of `values` by the nearest-rank method; undefined for no values. */
export function percentile(values: number[], q: number): number | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : undefined;
}

/** The middle value (of an even count, the upper of the two middle ones); NaN for no values. */
export function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
}
