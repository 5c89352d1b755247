#!/usr/bin/env bash
# Runs every check: lint, the house rules (no library file over 300 lines, no function over 80),
# types, all tests, the bundler bench, size budgets, the packed packages (publint, attw,
# declarations without @types/node) and the docs build. The README's test command.
set -euo pipefail
source "$(dirname "$0")/ensure-pnpm.sh"
bash scripts/ensure-chromium.sh
echo '== lint'; pnpm lint
echo '== house rules'; node scripts/house/checkHouseRules.mjs
echo '== typecheck'; pnpm typecheck

# Beside the tests, one after the other: the bundler bench (issue 13's goals in Vite, esbuild,
# Rollup and webpack, from the packed packages installed with npm outside the workspace), then
# the packed-package checks. Both build the packages' dist/, which no test reads, and mostly
# wait on npm and single-threaded tsc, while the tests mostly wait on Chromium and the local
# nodes: side by side they take little longer than the tests alone. Their output is printed
# once the tests are done. In a process group of their own, so that a failed run stops them.
beside_log=$(mktemp)
set -m
(
  set -euo pipefail
  echo '== bundler bench'; pnpm bench:bundlers
  echo '== packed packages'; node scripts/packages/publishedExports.mjs --check
  node scripts/packages/checkPackages.mjs
) > "$beside_log" 2>&1 &
beside_pid=$!
set +m
stop_beside() { kill -- "-$beside_pid" 2>/dev/null || true; }
trap stop_beside EXIT

echo '== tests'; pnpm vitest run
echo '== size budgets'; pnpm size
# after the tests: the docs tests read the pages this build writes
echo '== docs'; pnpm --filter @walletport/docs build
echo '== beside the tests: bundler bench and packed packages'
beside_status=0
wait "$beside_pid" || beside_status=$?
trap - EXIT
cat "$beside_log"
rm -f "$beside_log"
if [ "$beside_status" -ne 0 ]; then
  echo "the bundler bench or the packed-package checks failed (exit $beside_status)" >&2
  exit "$beside_status"
fi
