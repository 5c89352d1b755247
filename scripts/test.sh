#!/usr/bin/env bash
# Runs every check: lint, the house rules (no library file over 300 lines, no function over 80),
# types, all tests, size budgets, the packed packages (publint, attw, declarations without
# @types/node) and the docs build. The README's test command.
# The packed-package bench in four bundlers (`pnpm bench:bundlers`) is not a step yet: every
# figure is within issue 13's goals, but one run (pack, two npm installs, eight builds) takes
# 2.5 minutes with npm's cache warm and up to 9 cold, which this command's time cannot hold
# yet; size-limit below carries the same goals for a Vite-like build.
set -euo pipefail
source "$(dirname "$0")/ensure-pnpm.sh"
bash scripts/ensure-chromium.sh
echo '== lint'; pnpm lint
echo '== house rules'; node scripts/house/checkHouseRules.mjs
echo '== typecheck'; pnpm typecheck
echo '== tests'; pnpm vitest run
echo '== size budgets'; pnpm size
echo '== packed packages'; node scripts/packages/publishedExports.mjs --check
node scripts/packages/checkPackages.mjs
echo '== docs'; pnpm --filter @walletport/docs build
