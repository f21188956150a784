#!/usr/bin/env bash
# The one test command (`npm test`): typecheck, lint, unit tests, API integration tests, browser tests.
# Stops at the first failing stage. The last line is always `N passed, N failed` (test cases of all stages run).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

REPORT_DIR="$(mktemp -d "${TMPDIR:-/tmp}/labbench-test.XXXXXX")"
CURRENT_STAGE=""

# Adds up the test counts of every JSON report written so far (vitest's and Playwright's).
summary() {
  node - "$REPORT_DIR" <<'NODE'
const fs = require('node:fs');
const path = require('node:path');
const dir = process.argv[2];
let passed = 0;
let failed = 0;
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
  let report;
  try {
    report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  } catch {
    continue; // a stage that died before writing its report
  }
  if (report && report.stats && typeof report.stats.expected === 'number') {
    // Playwright: expected = passed, flaky = passed on retry, unexpected = failed.
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
  } else if (report && typeof report.numPassedTests === 'number') {
    // vitest (jest-compatible shape).
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  }
}
console.log(`${passed} passed, ${failed} failed`);
NODE
}

finish() {
  local status=$?
  trap - EXIT
  echo
  if [[ $status -ne 0 && -n "$CURRENT_STAGE" ]]; then
    echo "FAILED: $CURRENT_STAGE (exit $status)"
  fi
  summary || echo "0 passed, 0 failed"
  rm -rf "$REPORT_DIR"
  exit "$status"
}
trap finish EXIT

stage() {
  CURRENT_STAGE="$1"
  echo
  echo "==> $1"
}

# Typecheck and lint each keep one core busy: run side by side, they take the time of the slower one.
stage "typecheck and lint"
npm run typecheck > "$REPORT_DIR/typecheck.log" 2>&1 &
typecheck_pid=$!
npm run lint > "$REPORT_DIR/lint.log" 2>&1 &
lint_pid=$!
typecheck_status=0
lint_status=0
wait "$typecheck_pid" || typecheck_status=$?
wait "$lint_pid" || lint_status=$?
cat "$REPORT_DIR/typecheck.log" "$REPORT_DIR/lint.log"
if [[ $typecheck_status -ne 0 ]]; then
  CURRENT_STAGE="typecheck"
  exit "$typecheck_status"
fi
if [[ $lint_status -ne 0 ]]; then
  CURRENT_STAGE="lint"
  exit "$lint_status"
fi

stage "unit tests"
npx vitest run --project unit --reporter=default --reporter=json --outputFile.json="$REPORT_DIR/1-unit.json"

stage "API integration tests${TEST_DATABASE_URL:+ (PGlite and PostgreSQL)}"
npx vitest run --project 'api*' --reporter=default --reporter=json --outputFile.json="$REPORT_DIR/2-api.json"

stage "browser tests"
PLAYWRIGHT_JSON_OUTPUT_FILE="$REPORT_DIR/3-e2e.json" npm run test:e2e

CURRENT_STAGE=""
