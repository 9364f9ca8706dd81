#!/usr/bin/env bash
# The build draws every page's social card (src/plugins/socialCards.ts) with sharp, whose SVG renderer
# finds fonts through fontconfig. The cards use DejaVu Sans Bold from Debian's fonts-dejavu-core, so the
# same Debian packages give the same images everywhere. Installs the package when missing and we are
# root (or may sudo without a password); otherwise explains what to install.
set -euo pipefail
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
if [ -f "$FONT" ]; then exit 0; fi
if command -v apt-get >/dev/null 2>&1; then
  SUDO=""
  if [ "$(id -u)" != "0" ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO="sudo"; else SUDO="none"; fi
  fi
  if [ "$SUDO" != "none" ]; then
    echo "Installing Debian's fonts-dejavu-core and fontconfig for the social cards..."
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq fonts-dejavu-core fontconfig >/dev/null
    exit 0
  fi
fi
echo "The social cards need DejaVu Sans Bold ($FONT): run 'sudo apt-get install -y fonts-dejavu-core fontconfig'." >&2
exit 1
