/**
 * Generates the brand assets in static/img from SVG sources defined here:
 * logo.svg, logo-dark.svg, favicon.ico (16/32/48 PNG-in-ICO), apple-touch-icon.png,
 * social-card.png (1200x630). Run: node scripts/make-brand-assets.mjs
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve('static/img');
await fs.mkdir(out, {recursive: true});

// The mark (drawn inline in pages by src/components/BrandMark, whose test checks these files): a route line that climbs like a rising fitness curve, ending in a runner's "go" dot.
const mark = (bgFrom, bgTo, line, dot) => `
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${bgFrom}"/><stop offset="1" stop-color="${bgTo}"/>
    </linearGradient>
  </defs>
  <rect width="64" height="64" rx="16" fill="url(#bg)"/>
  <path d="M12 46 C 22 46, 22 30, 32 30 S 42 18, 50 16" fill="none" stroke="${line}" stroke-width="6.5" stroke-linecap="round"/>
  <path d="M12 52 H 30" stroke="${line}" stroke-opacity="0.45" stroke-width="4" stroke-linecap="round"/>
  <circle cx="50" cy="16" r="6.5" fill="${dot}"/>`;

const svg = (body, size = 64) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64" role="img" aria-label="Logo">${body}</svg>\n`;

const light = svg(mark('#0f766e', '#0b4f4a', '#ffffff', '#f97316'));
const dark = svg(mark('#2dd4bf', '#0f766e', '#062521', '#fb923c'));
await fs.writeFile(path.join(out, 'logo.svg'), light);
await fs.writeFile(path.join(out, 'logo-dark.svg'), dark);

// ICO with embedded PNGs (supported by every current browser).
const sizes = [16, 32, 48];
const pngs = await Promise.all(
  sizes.map((s) =>
    sharp(Buffer.from(svg(mark('#0f766e', '#0b4f4a', '#fff', '#f97316'), s)))
      .resize(s, s)
      .png()
      .toBuffer(),
  ),
);
const header = Buffer.alloc(6 + 16 * sizes.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(sizes.length, 4);
let offset = header.length;
sizes.forEach((s, i) => {
  const e = 6 + 16 * i;
  header.writeUInt8(s, e);
  header.writeUInt8(s, e + 1);
  header.writeUInt8(0, e + 2);
  header.writeUInt8(0, e + 3);
  header.writeUInt16LE(1, e + 4);
  header.writeUInt16LE(32, e + 6);
  header.writeUInt32LE(pngs[i].length, e + 8);
  header.writeUInt32LE(offset, e + 12);
  offset += pngs[i].length;
});
await fs.writeFile(path.join(out, 'favicon.ico'), Buffer.concat([header, ...pngs]));

await sharp(Buffer.from(svg(mark('#0f766e', '#0b4f4a', '#fff', '#f97316'), 180)))
  .resize(180, 180)
  .flatten({background: '#0b4f4a'})
  .png()
  .toFile(path.join(out, 'apple-touch-icon.png'));

// Social card: the brand mark, a training-load curve and a line of copy (no product name: it is configured).
const card = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b1320"/><stop offset="0.6" stop-color="#0b3d3a"/><stop offset="1" stop-color="#0f766e"/>
    </linearGradient>
    <linearGradient id="fill" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2dd4bf" stop-opacity="0.35"/><stop offset="1" stop-color="#2dd4bf" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <g opacity="0.14" stroke="#ffffff">
    ${Array.from({length: 9}, (_, i) => `<line x1="0" y1="${70 * i}" x2="1200" y2="${70 * i}"/>`).join('')}
  </g>
  <path d="M0 520 C 160 500, 250 430, 380 440 S 600 330, 760 300 S 1010 170, 1200 150 L 1200 630 L 0 630 Z" fill="url(#fill)"/>
  <path d="M0 520 C 160 500, 250 430, 380 440 S 600 330, 760 300 S 1010 170, 1200 150" fill="none" stroke="#2dd4bf" stroke-width="8" stroke-linecap="round"/>
  <path d="M0 560 C 200 540, 300 500, 420 520 S 640 420, 800 440 S 1040 330, 1200 350" fill="none" stroke="#fb923c" stroke-width="5" stroke-dasharray="14 12" stroke-linecap="round"/>
  <circle cx="1060" cy="166" r="14" fill="#fb923c"/>
  <g transform="translate(80 80) scale(1.6)">${mark('#2dd4bf', '#0f766e', '#062521', '#fb923c').replace('id="bg"', 'id="bg2"').replace('url(#bg)', 'url(#bg2)')}</g>
  <text x="80" y="270" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#ffffff">Your AI running coach.</text>
  <text x="80" y="345" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="#c8f3ec">A plan that adapts after every run.</text>
  <text x="80" y="410" font-family="DejaVu Sans, Arial, sans-serif" font-size="30" fill="#fcd9bd">5K to marathon · Early access now open</text>
</svg>`;
await sharp(Buffer.from(card))
  .png({compressionLevel: 9, palette: true, quality: 90})
  .toFile(path.join(out, 'social-card.png'));
console.log('brand assets written to', out);
