#!/usr/bin/env bash
# Starts the demo: the example app on a local dev server. The README's demo command.
set -euo pipefail
source "$(dirname "$0")/ensure-pnpm.sh"
exec pnpm --filter @walletport/examples dev
