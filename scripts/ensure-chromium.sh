#!/usr/bin/env bash
# Makes sure a chromium for the browser tests exists: $CHROMIUM_PATH, else /usr/bin/chromium.
# Playwright never downloads its own browser here (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1).
set -euo pipefail

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"

if [[ -x "$CHROMIUM" ]]; then
  exit 0
fi

if [[ -n "${CHROMIUM_PATH:-}" ]]; then
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file; point it at a chromium binary or unset it to use /usr/bin/chromium." >&2
  exit 1
fi

if [[ "$(id -u)" -eq 0 ]]; then
  echo "chromium not found at $CHROMIUM; installing the Debian package..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  if [[ -x "$CHROMIUM" ]]; then
    exit 0
  fi
  echo "chromium was installed but $CHROMIUM is still missing; set CHROMIUM_PATH to the chromium binary." >&2
  exit 1
fi

echo "chromium not found at $CHROMIUM: install it with 'sudo apt-get install chromium' or set CHROMIUM_PATH to a chromium binary." >&2
exit 1
