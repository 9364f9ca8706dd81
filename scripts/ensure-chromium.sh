#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (no test tool may download its own browser).
# Installs it when missing and we are root; otherwise explains what to install.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "The browser tests need Chromium at /usr/bin/chromium: run 'sudo apt-get install -y chromium'." >&2
exit 1
