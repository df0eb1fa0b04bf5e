#!/usr/bin/env node
// Sums jest's and Playwright's JSON reports into the one line CI reads:
//   tests: N passed, M failed
// A report that is missing (its runner crashed) counts as one failure. Exits 1 on any failure.
import { existsSync, readFileSync } from 'node:fs';

const [jestFile, playwrightFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
const notes = [];

function read(file, runner) {
  if (!file || !existsSync(file)) {
    failed += 1;
    notes.push(`${runner}: no report (${file}) — the runner did not finish`);
    return null;
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

const jest = read(jestFile, 'jest');
if (jest) {
  passed += jest.numPassedTests;
  // A suite that fails to load has no failed test of its own; count it once.
  failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
  if (jest.numPendingTests + jest.numTodoTests > 0) notes.push(`jest: ${jest.numPendingTests + jest.numTodoTests} skipped`);
  notes.push(`jest: ${jest.numPassedTests} passed, ${jest.numFailedTests} failed in ${jest.numTotalTestSuites} suites`);
}

const playwright = read(playwrightFile, 'playwright');
if (playwright) {
  const s = playwright.stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected + (playwright.errors?.length ?? 0);
  if (s.skipped > 0) notes.push(`playwright: ${s.skipped} skipped`);
  if (s.flaky > 0) notes.push(`playwright: ${s.flaky} passed only on retry`);
  notes.push(`playwright: ${s.expected + s.flaky} passed, ${s.unexpected} failed`);
}

for (const note of notes) console.log(`  ${note}`);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
