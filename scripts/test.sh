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

# Typecheck and lint each keep one core busy: run side by side, they take the time of the slower one. The unit tests
# start as soon as the first of the two has passed, on the core it frees (lint ran alone for ~110 s of ~200 s), and
# are reported after both as their own stage. Their JSON report is counted only once the stage is reported.
stage "typecheck and lint"
npm run typecheck > "$REPORT_DIR/typecheck.log" 2>&1 &
typecheck_pid=$!
npm run lint > "$REPORT_DIR/lint.log" 2>&1 &
lint_pid=$!
while kill -0 "$typecheck_pid" 2>/dev/null && kill -0 "$lint_pid" 2>/dev/null; do
  sleep 1
done
typecheck_status=0
lint_status=0
if kill -0 "$typecheck_pid" 2>/dev/null; then
  wait "$lint_pid" || lint_status=$?
  first_status=$lint_status
  second_pid=$typecheck_pid
else
  wait "$typecheck_pid" || typecheck_status=$?
  first_status=$typecheck_status
  second_pid=$lint_pid
fi
mkdir -p "$REPORT_DIR/pending"
unit_pid=""
if [[ $first_status -eq 0 ]]; then
  npx vitest run --project unit --reporter=default --reporter=json \
    --outputFile.json="$REPORT_DIR/pending/1-unit.json" > "$REPORT_DIR/unit.log" 2>&1 &
  unit_pid=$!
fi
second_status=0
wait "$second_pid" || second_status=$?
if [[ $second_pid -eq $typecheck_pid ]]; then typecheck_status=$second_status; else lint_status=$second_status; fi
cat "$REPORT_DIR/typecheck.log" "$REPORT_DIR/lint.log"
if [[ $typecheck_status -ne 0 || $lint_status -ne 0 ]]; then
  if [[ -n "$unit_pid" ]]; then
    kill "$unit_pid" 2>/dev/null || true
    wait "$unit_pid" 2>/dev/null || true
  fi
  if [[ $typecheck_status -ne 0 ]]; then
    CURRENT_STAGE="typecheck"
    exit "$typecheck_status"
  fi
  CURRENT_STAGE="lint"
  exit "$lint_status"
fi

stage "unit tests"
unit_status=0
wait "$unit_pid" || unit_status=$?
cat "$REPORT_DIR/unit.log"
mv "$REPORT_DIR/pending/1-unit.json" "$REPORT_DIR/" 2>/dev/null || true
if [[ $unit_status -ne 0 ]]; then
  exit "$unit_status"
fi

stage "API integration tests${TEST_DATABASE_URL:+ (PGlite and PostgreSQL)}"
npx vitest run --project 'api*' --reporter=default --reporter=json --outputFile.json="$REPORT_DIR/2-api.json"

stage "browser tests"
PLAYWRIGHT_JSON_OUTPUT_FILE="$REPORT_DIR/3-e2e.json" npm run test:e2e

CURRENT_STAGE=""
