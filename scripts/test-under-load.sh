#!/usr/bin/env bash
# Issue 15: the test command with two CPU-bound processes running beside it for its whole
# length, as on a busy machine or a slow phone; they are killed when the tests end, fail or are
# interrupted. Any arguments replace the command (default `npm test`).
set -euo pipefail
cd "$(dirname "$0")/.."

burners=()
stop_burners() {
  for pid in "${burners[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${burners[@]}"; do wait "$pid" 2>/dev/null || true; done
}
trap stop_burners EXIT
trap 'exit 130' INT TERM

for _ in 1 2; do
  # a busy loop in its own process: one core's worth of load each, nothing written
  node -e 'for (;;) {}' &
  burners+=("$!")
done

if [ "$#" -gt 0 ]; then "$@"; else npm test; fi
