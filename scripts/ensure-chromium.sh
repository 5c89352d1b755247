#!/usr/bin/env bash
# Browser tests use Debian's Chromium headless shell and the benches its full browser
# (playwright cannot download browsers here), with fonts with Arabic (DejaVu) and Japanese
# (IPA Gothic) glyphs: without them chromium draws boxes, and the locale test measures real
# glyph widths.
set -euo pipefail
packages=()
command -v chromium >/dev/null 2>&1 || packages+=(chromium)
command -v chromium-headless-shell >/dev/null 2>&1 || packages+=(chromium-headless-shell)
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
apt_install() { apt-get install -y -qq --no-install-recommends "$@" >/dev/null; }
if apt_install "${packages[@]}"; then exit 0; fi
# the headless shell only saves time: without it the tests run on the full browser
rest=()
for package in "${packages[@]}"; do
  [ "$package" = chromium-headless-shell ] || rest+=("$package")
done
if [ "${#rest[@]}" -eq "${#packages[@]}" ]; then exit 1; fi
echo "chromium-headless-shell could not be installed: the browser tests run on the full chromium" >&2
if [ "${#rest[@]}" -gt 0 ]; then apt_install "${rest[@]}"; fi
