#!/usr/bin/env node
// Sums the reports of every runner `make test` ran into the one line CI reads:
//   tests: N passed, M failed
// Arguments are runner=report pairs: jest and playwright name their own JSON reports; any other runner (lint,
// schemathesis) writes {"runner","passed","failed","notes":[…]}. A report that is missing (its runner crashed)
// counts as one failure. Prints a note per runner and exits 1 on any failure.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
const notes = [];

function read(file, runner) {
  if (!file || !existsSync(file)) {
    failed += 1;
    notes.push(`${runner}: no report (${file}) — the runner did not finish`);
    return null;
  }
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    failed += 1;
    notes.push(`${runner}: unreadable report ${file} (${error.message})`);
    return null;
  }
}

function jest(report) {
  passed += report.numPassedTests;
  // A suite that fails to load has no failed test of its own; count it once.
  failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  const skipped = report.numPendingTests + report.numTodoTests;
  if (skipped > 0) notes.push(`jest: ${skipped} skipped`);
  notes.push(`jest: ${report.numPassedTests} passed, ${report.numFailedTests} failed in ${report.numTotalTestSuites} suites`);
}

function playwright(report) {
  const s = report.stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected + (report.errors?.length ?? 0);
  if (s.skipped > 0) notes.push(`playwright: ${s.skipped} skipped`);
  if (s.flaky > 0) notes.push(`playwright: ${s.flaky} passed only on retry`);
  notes.push(`playwright: ${s.expected + s.flaky} passed, ${s.unexpected} failed`);
}

/** The shape lint and the API fuzzer write: counts of checks (or operations) that passed and failed, and notes. */
function counted(report, runner) {
  if (!Number.isInteger(report.passed) || !Number.isInteger(report.failed)) {
    failed += 1;
    notes.push(`${runner}: report without passed/failed counts`);
    return;
  }
  passed += report.passed;
  failed += report.failed;
  notes.push(`${report.runner ?? runner}: ${report.passed} passed, ${report.failed} failed`);
  for (const note of report.notes ?? []) notes.push(`${report.runner ?? runner}: ${note}`);
}

const READERS = { jest, playwright };
for (const argument of process.argv.slice(2)) {
  const [runner, file] = argument.includes('=') ? argument.split(/=(.*)/s) : [argument, undefined];
  const report = read(file, runner);
  if (report) (READERS[runner] ?? counted)(report, runner);
}

for (const note of notes) console.log(`  ${note}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
