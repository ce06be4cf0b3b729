#!/usr/bin/env bash
# Browser journeys and the benchmark drive Debian's Chromium: Playwright's own browser
# download cannot reach its servers from these machines. Installs it once, as root.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$CHROMIUM" ]; then
  exit 0
fi
if [ "$(id -u)" != 0 ]; then
  echo "Chromium is missing at $CHROMIUM; install it (apt-get install chromium) or set CHROMIUM_PATH." >&2
  exit 1
fi
echo "Installing Debian's Chromium (one time)…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null
"$CHROMIUM" --version
