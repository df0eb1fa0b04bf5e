import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** One line of the table: a measured figure, its budget (if it has one) and whether it meets it. */
export interface Row {
  group: string;
  metric: string;
  /** null when it could not be measured (the feature is missing or the step failed; see note). */
  value: number | null;
  unit: string;
  /** Human-readable budget, e.g. "≥ 0.5" or "< 50 ms"; empty when the figure is informative only. */
  budget?: string;
  /** true = PASS, false = FAIL, undefined = no budget. A budgeted figure that could not be measured FAILs. */
  pass?: boolean;
  note?: string;
}

export class Report {
  readonly rows: Row[] = [];
  readonly startedAt = new Date();
  /** Supporting data for results.json only (e.g. the files behind a byte count). */
  readonly details: Record<string, unknown> = {};

  detail(key: string, value: unknown): void {
    this.details[key] = value;
  }

  add(row: Row): Row {
    this.rows.push(row);
    const status = row.pass === undefined ? '' : row.pass ? ' PASS' : ' FAIL';
    console.log(
      `  · ${row.group} / ${row.metric}: ${fmt(row.value, row.unit)}${row.budget ? ` (budget ${row.budget})` : ''}${status}${row.note ? ` — ${row.note}` : ''}`,
    );
    return row;
  }

  /** A figure with a budget: `check` decides pass/fail from the value. */
  budgeted(group: string, metric: string, value: number | null, unit: string, budget: string, check: (v: number) => boolean, note?: string): Row {
    return this.add({ group, metric, value, unit, budget, pass: value === null ? false : check(value), note });
  }

  info(group: string, metric: string, value: number | null, unit: string, note?: string): Row {
    return this.add({ group, metric, value, unit, note });
  }

  /** A step that could not run: its budgeted figures FAIL, so a missing feature is never mistaken for a pass. */
  missing(group: string, metrics: { metric: string; unit: string; budget?: string }[], why: string): void {
    for (const m of metrics) {
      this.add({ group, metric: m.metric, value: null, unit: m.unit, budget: m.budget, pass: m.budget ? false : undefined, note: why });
    }
  }

  table(): string {
    const header = ['group', 'metric', 'value', 'budget', 'result'];
    const lines = this.rows.map((r) => [r.group, r.metric, fmt(r.value, r.unit), r.budget ?? '', r.pass === undefined ? '' : r.pass ? 'PASS' : 'FAIL']);
    const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
    const row = (cells: string[]) =>
      cells
        .map((c, i) => c.padEnd(widths[i]!))
        .join('  ')
        .trimEnd();
    const out = [row(header), widths.map((w) => '-'.repeat(w)).join('  '), ...lines.map(row)];
    const failed = this.rows.filter((r) => r.pass === false);
    const budgeted = this.rows.filter((r) => r.pass !== undefined);
    out.push('', `budgets: ${budgeted.length - failed.length} passed, ${failed.length} FAILED`);
    for (const f of failed) out.push(`  FAIL ${f.group} / ${f.metric}: ${fmt(f.value, f.unit)} (budget ${f.budget})${f.note ? ` — ${f.note}` : ''}`);
    const notes = this.rows.filter((r) => r.note && r.pass !== false);
    if (notes.length) out.push('', 'notes:', ...notes.map((n) => `  ${n.group} / ${n.metric}: ${n.note}`));
    return out.join('\n');
  }

  write(file: string, extra: Record<string, unknown>): void {
    const cpus = os.cpus();
    writeFileSync(
      file,
      JSON.stringify(
        {
          startedAt: this.startedAt.toISOString(),
          finishedAt: new Date().toISOString(),
          machine: {
            cpus: cpus.length,
            cpuModel: cpus[0]?.model,
            memoryGiB: Math.round(os.totalmem() / 2 ** 30),
            node: process.version,
            platform: `${os.type()} ${os.release()}`,
          },
          ...extra,
          rows: this.rows,
          details: this.details,
        },
        null,
        2,
      ) + '\n',
    );
    console.log(`\nresults: ${path.relative(process.cwd(), file)}`);
  }
}

export function fmt(value: number | null, unit: string): string {
  if (value === null || !Number.isFinite(value)) return 'n/a';
  const digits = Math.abs(value) >= 100 || Number.isInteger(value) ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  const n = value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: 0 });
  return unit ? `${n} ${unit}` : n;
}
