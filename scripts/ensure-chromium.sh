#!/usr/bin/env bash
# Browser tests use Debian's chromium (playwright cannot download browsers here), and fonts
# with Arabic (DejaVu) and Japanese (IPA Gothic) glyphs: without them chromium draws boxes,
# and the locale test measures real glyph widths.
set -euo pipefail
packages=()
command -v chromium >/dev/null 2>&1 || packages+=(chromium)
for font in fonts-dejavu-core fonts-ipafont-gothic; do
  dpkg -s "$font" >/dev/null 2>&1 || packages+=("$font")
done
if [ "${#packages[@]}" -eq 0 ]; then exit 0; fi
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "${packages[*]} missing and cannot be installed here (needs root and apt-get); browser tests will fail" >&2
  exit 0
fi
echo "installing ${packages[*]} from Debian packages"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq >/dev/null
apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
