#!/usr/bin/env bash
# Browser tests use Debian's chromium (playwright cannot download browsers here).
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo 'chromium is missing and cannot be installed here (needs root and apt-get); browser tests will fail' >&2
  exit 0
fi
echo 'installing chromium from Debian packages'
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null
apt-get install -y -qq --no-install-recommends chromium >/dev/null
