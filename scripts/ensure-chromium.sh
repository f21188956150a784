#!/usr/bin/env bash
# Makes sure a chromium for the browser tests exists: $CHROMIUM_PATH, else /usr/bin/chromium (the portal's PDF printer
# uses it too). As root it also installs Debian's chromium-headless-shell, the same build without the desktop browser,
# which the tests run in when present (e2e/playwright.config.ts): it takes about a third less CPU. Without it the tests
# run in chromium, only slower.
# Playwright never downloads its own browser here (PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1).
set -euo pipefail

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
HEADLESS_SHELL=/usr/bin/chromium-headless-shell
IS_ROOT=$([[ "$(id -u)" -eq 0 ]] && echo 1 || echo 0)

apt_install() {
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "$@" >/dev/null
}

if [[ ! -x "$CHROMIUM" ]]; then
  if [[ -n "${CHROMIUM_PATH:-}" ]]; then
    echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file; point it at a chromium binary or unset it to use /usr/bin/chromium." >&2
    exit 1
  fi
  if [[ "$IS_ROOT" -ne 1 ]]; then
    echo "chromium not found at $CHROMIUM: install it with 'sudo apt-get install chromium chromium-headless-shell' or set CHROMIUM_PATH to a chromium binary." >&2
    exit 1
  fi
  echo "chromium not found at $CHROMIUM; installing the Debian packages chromium and chromium-headless-shell..." >&2
  apt_install chromium
  if [[ ! -x "$CHROMIUM" ]]; then
    echo "chromium was installed but $CHROMIUM is still missing; set CHROMIUM_PATH to the chromium binary." >&2
    exit 1
  fi
fi

if [[ -z "${CHROMIUM_PATH:-}" && ! -x "$HEADLESS_SHELL" && "$IS_ROOT" -eq 1 ]]; then
  apt_install chromium-headless-shell || echo "chromium-headless-shell could not be installed: the tests run in chromium." >&2
fi
exit 0
