#!/usr/bin/env bash
# Starts the demo: two local anvil chains, a demo wallet and the React example. The README demo command.
set -euo pipefail
source "$(dirname "$0")/ensure-pnpm.sh"
exec pnpm --filter @walletport/examples demo
