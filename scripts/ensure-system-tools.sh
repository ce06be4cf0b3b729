#!/usr/bin/env bash
# Installs, once and as root, the Debian packages the test command needs beside npm's:
# - Chromium for the benchmark, and its headless shell for the browser journeys (Playwright's own
#   browser download cannot reach its servers from these machines);
# - a headless Java runtime for the W3C Nu HTML Checker (vnu-jar) in the HTML validity journeys
#   (vnu-jar's postinstall would download a JRE; it is not in allowScripts, so it never runs).
# All are fetched in one apt-get run, and only what is missing.
set -euo pipefail
CHROMIUM=${CHROMIUM_PATH:-/usr/bin/chromium}
HEADLESS_SHELL=${HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}
missing=()
[ -x "$CHROMIUM" ] || missing+=(chromium fonts-liberation)
[ -x "$HEADLESS_SHELL" ] || missing+=(chromium-headless-shell)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
if [ "$(id -u)" != 0 ]; then
  echo "Missing system packages: ${missing[*]}. Install them with apt-get (or set CHROMIUM_PATH and HEADLESS_SHELL_PATH)." >&2
  exit 1
fi
echo "Installing ${missing[*]} from Debian (one time)…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
"$CHROMIUM" --version
"$HEADLESS_SHELL" --version
java -version 2>&1 | head -1
