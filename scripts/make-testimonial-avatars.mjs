/** Draws the 96x96 initials avatars for src/data/testimonials.ts into static/img/testimonials/. */
import fs from 'node:fs/promises';
import sharp from 'sharp';

const people = {
  priya: 'PS',
  daniel: 'DK',
  ananya: 'AR',
  marcus: 'MT',
  rohit: 'RM',
  sophie: 'SL',
  kavya: 'KN',
  tom: 'TB',
};
const palettes = [
  ['#0f766e', '#14b8a6'],
  ['#9a3412', '#f97316'],
  ['#1e3a8a', '#3b82f6'],
  ['#581c87', '#a855f7'],
];
await fs.mkdir('static/img/testimonials', {recursive: true});
let i = 0;
for (const [id, initials] of Object.entries(people)) {
  const [from, to] = palettes[i++ % palettes.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="192" height="192" viewBox="0 0 96 96">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="96" height="96" fill="url(#g)"/>
  <path d="M-4 74 C 20 60, 40 84, 60 66 S 90 56, 100 60" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="5"/>
  <text x="48" y="58" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="32" font-weight="700" fill="#fff">${initials}</text>
</svg>`;
  await sharp(Buffer.from(svg))
    .resize(96, 96)
    .webp({quality: 80})
    .toFile(`static/img/testimonials/${id}.webp`);
}
console.log('avatars written');
