#!/usr/bin/env bash
# The two Debian packages the tests need beyond npm: Chromium for Playwright (never downloaded by
# npm) and redis-server for the replicas' shared-state tests. Installs what is missing when it can
# (root with apt-get, as on a fresh CI machine); otherwise says what to install and fails.
set -uo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
command -v redis-server > /dev/null || missing+=(redis-server)
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get > /dev/null; then
  echo "Installing ${missing[*]} (Debian packages the tests need)…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" && exit 0
fi
echo "The tests need ${missing[*]}: run  sudo apt-get install -y ${missing[*]}" >&2
exit 1
