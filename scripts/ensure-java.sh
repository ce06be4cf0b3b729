#!/usr/bin/env bash
# The HTML validity journeys run the W3C Nu HTML Checker (the vnu-jar package), which needs a
# Java runtime. Installs Debian's headless one once, as root, like ensure-chromium.sh does for
# Chromium. (vnu-jar's own postinstall would download a JRE from the internet; it is not in
# allowScripts, so it never runs.)
set -euo pipefail
if command -v java >/dev/null 2>&1; then
  exit 0
fi
if [ "$(id -u)" != 0 ]; then
  echo "Java is missing; install it (apt-get install default-jre-headless) to run the HTML validity checks." >&2
  exit 1
fi
echo "Installing Debian's Java runtime (one time)…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends default-jre-headless >/dev/null
java -version
