/**
 * The one Chromium every tool here drives: Debian's package (scripts/ensure-chromium.sh installs it),
 * never a browser a tool downloads itself, with the flags a sandboxed, offline machine needs.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
