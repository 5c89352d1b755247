#!/usr/bin/env bash
# Runs every check: lint, types, all tests, size budgets (the sources, then the packed
# packages in four bundlers). The README's test command.
set -euo pipefail
source "$(dirname "$0")/ensure-pnpm.sh"
bash scripts/ensure-chromium.sh
echo '== lint'; pnpm lint
echo '== typecheck'; pnpm typecheck
echo '== tests'; pnpm vitest run
echo '== size budgets'; pnpm size
echo '== bundler budgets'; pnpm bench:bundlers
