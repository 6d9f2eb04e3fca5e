// Prints one closing line for the whole run from the Vitest and Playwright JSON reports:
// "tests: N passed, N failed, N skipped". Exits 1 when a report is missing or shows failures.
import fs from 'node:fs';

const dir = process.argv[2] ?? '.vitest-results';
let passed = 0;
let failed = 0;
let skipped = 0;
let missing = [];

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(`${dir}/${file}`, 'utf8'));
  } catch {
    missing.push(file);
    return null;
  }
}

const unit = read('results.json');
if (unit) {
  passed += unit.numPassedTests ?? 0;
  failed += (unit.numFailedTests ?? 0) + (unit.numFailedTestSuites ?? 0);
  skipped += (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0);
}
const e2e = read('e2e.json');
if (e2e?.stats) {
  passed += (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
  failed += e2e.stats.unexpected ?? 0;
  skipped += e2e.stats.skipped ?? 0;
}
if (missing.length) console.log(`missing reports: ${missing.join(', ')} (that stage did not run)`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || missing.length > 0 ? 1 : 0);
