/**
 * The npm registry reachable from these machines serves only the Linux x64 builds of some native
 * packages (swc, unrs-resolver). `npm install` then leaves the other platforms' optional packages out
 * of package-lock.json, and `npm ci` refuses the lock ("Missing: … from lock file").
 * This script adds those optional entries back, with the os/cpu/libc fields npm uses to skip them on
 * this platform, so `npm ci` works on a fresh machine. Run it after any `npm install` that rewrites
 * the lock: node scripts/complete-lockfile.mjs
 */
import fs from 'node:fs';

const LOCK = 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

function platformOf(name) {
  const suffix = name.split('/').pop();
  const os = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openharmony'].find((o) =>
    suffix.includes(o),
  );
  const cpu = ['arm64', 'x64', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'arm'].find((c) =>
    new RegExp(`(^|-)${c}(-|$)`).test(suffix.replace(/-(gnu|musl|msvc|eabi|gnueabihf|musleabihf)$/, '')),
  );
  const libc = /musl/.test(suffix) ? ['musl'] : /-gnu/.test(suffix) ? ['glibc'] : undefined;
  return {os: os ? [os] : undefined, cpu: cpu ? [cpu] : undefined, libc};
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [dependency, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location.includes('node_modules/')
      ? location.slice(0, location.lastIndexOf('node_modules/'))
      : '';
    const key = `${base}node_modules/${dependency}`;
    if (packages[key] || packages[`node_modules/${dependency}`]) continue;
    const {os, cpu, libc} = platformOf(dependency);
    if (!os) continue; // not a platform-specific binary package
    packages[`node_modules/${dependency}`] = {
      version: range.replace(/^[^\d]*/, ''),
      cpu,
      os,
      ...(libc ? {libc} : {}),
      license: entry.license,
      optional: true,
    };
    added += 1;
  }
}

const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(LOCK, `${JSON.stringify({...lock, packages: sorted}, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} optional platform entries`);
