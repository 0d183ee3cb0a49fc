#!/usr/bin/env bash
# The Debian packages the tests need beyond npm: Chromium and its headless shell for Playwright (never
# downloaded by npm), redis-server for the replicas' shared-state tests, and PHP 8.2 with MariaDB for
# the real WordPress (`npm run wordpress` and the real-platform lane; `--wordpress` checks only those). Installs what is
# missing when it can (root with apt-get, as on a fresh CI machine); otherwise says what to install.
set -uo pipefail
PHP_PACKAGES=(php8.2-cli php8.2-mysql php8.2-xml php8.2-mbstring php8.2-curl php8.2-gd php8.2-intl php8.2-zip php8.2-bcmath)
missing=()
if [ "${1:-}" != --wordpress ]; then
  [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
  # The tests' browser (playwright.config.ts); the full one above is for screenshots and Lighthouse.
  [ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
  command -v redis-server > /dev/null || missing+=(redis-server)
fi
command -v mariadbd > /dev/null || missing+=(mariadb-server)
command -v unzip > /dev/null || missing+=(unzip)
for p in "${PHP_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2> /dev/null | grep -q 'install ok installed' || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get > /dev/null; then
  echo "Installing ${missing[*]} (Debian packages the tests need)…"
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" && exit 0
fi
echo "The tests need ${missing[*]}: run  sudo apt-get install -y ${missing[*]}" >&2
exit 1
