/**
 * Renders the four app screens shown in the /features gallery.
 *
 *   node scripts/make-feature-screens.mjs
 *
 * Writes, for each screen in SCREENS,
 *   static/img/features/<name>.webp        600x1200, the enlarged image in the gallery dialog
 *   static/img/features/<name>-thumb.webp  300x600, the gallery thumbnail
 * The sizes are repeated in src/data/features.ts (the <img> width/height); src/data/features.test.ts
 * reads the files back and checks them.
 *
 * Every screen is drawn as SVG (no external fonts or images) and rasterised with sharp. The product
 * name is deliberately absent: it comes from configuration, not from the images. The numbers on the
 * screens are illustrative but consistent with the zones the site states (src/constants.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import sharp from 'sharp';
import {escapeXml, estimateWidthEm, wrapWords} from './lib/svgText.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(ROOT, 'static', 'img', 'features');

const W = 600;
const H = 1200;
const THUMB_W = 300;
const THUMB_H = 600;
const MAX_BYTES = 60 * 1024;
const FONT = "'DejaVu Sans', Arial, sans-serif";

const C = {
  bg: '#0b1320',
  card: '#132033',
  cardHi: '#1a2b42',
  line: '#243347',
  teal: '#0f766e',
  tealGlow: '#2dd4bf',
  tealSoft: '#134e4a',
  orange: '#f97316',
  orangeSoft: '#fdba74',
  orangeBg: '#3a2212',
  white: '#f4f8fb',
  text: '#dde5ec',
  muted: '#93a3b5',
  green: '#4ade80',
  amber: '#facc15',
};

/* ------------------------------------------------------------- helpers */

/** A line of text. */
function t(x, y, text, {size = 22, weight = 400, fill = C.text, anchor = 'start', spacing = 0} = {}) {
  return `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" letter-spacing="${spacing}">${escapeXml(text)}</text>`;
}

/** Rough advance widths of DejaVu Sans in em, good enough to wrap a paragraph. */
const DEJAVU_SANS = {space: 0.32, narrow: 0.3, slim: 0.4, wide: 0.9, capital: 0.7, other: 0.6};

function widthEm(text, bold = false) {
  const w = estimateWidthEm(text, DEJAVU_SANS);
  return bold ? w * 1.08 : w;
}

function wrap(text, size, maxWidth, bold = false) {
  return wrapWords(text, (line) => widthEm(line, bold) * size > maxWidth);
}

/** A wrapped paragraph; returns the SVG and the y below its last line. */
function para(x, y, text, maxWidth, {size = 20, lineHeight = 1.45, weight = 400, fill = C.text} = {}) {
  const lines = wrap(text, size, maxWidth, weight >= 700);
  const svg = lines.map((line, i) => t(x, y + i * size * lineHeight, line, {size, weight, fill})).join('');
  return {svg, bottom: y + (lines.length - 1) * size * lineHeight};
}

function rect(x, y, w, h, {r = 18, fill = C.card, stroke, strokeWidth = 2, opacity} = {}) {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${
    stroke ? ` stroke="${stroke}" stroke-width="${strokeWidth}"` : ''
  }${opacity === undefined ? '' : ` fill-opacity="${opacity}"`}/>`;
}

function check(cx, cy, colour = C.bg) {
  return `<path d="M${cx - 7},${cy} l5,5 l9,-10" fill="none" stroke="${colour}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A four-pointed spark: the coach's mark in the screens. */
function spark(cx, cy, r, colour) {
  const k = r * 0.28;
  return `<path d="M${cx},${cy - r} Q${cx + k},${cy - k} ${cx + r},${cy} Q${cx + k},${cy + k} ${cx},${cy + r} Q${cx - k},${cy + k} ${cx - r},${cy} Q${cx - k},${cy - k} ${cx},${cy - r}Z" fill="${colour}"/>`;
}

/** Phone status bar and the app's title bar. */
function chrome(title, subtitle) {
  return `
    ${t(36, 46, '9:41', {size: 20, weight: 700, fill: C.white})}
    <g fill="${C.white}">
      <rect x="486" y="32" width="6" height="12" rx="1.5"/><rect x="496" y="28" width="6" height="16" rx="1.5"/>
      <rect x="506" y="24" width="6" height="20" rx="1.5"/>
      <rect x="522" y="26" width="40" height="18" rx="5" fill="none" stroke="${C.white}" stroke-width="2"/>
      <rect x="526" y="30" width="28" height="10" rx="2.5"/><rect x="564" y="31" width="3" height="8" rx="1.5"/>
    </g>
    ${t(36, 122, title, {size: 38, weight: 800, fill: C.white, spacing: -0.5})}
    ${t(36, 160, subtitle, {size: 20, fill: C.muted})}`;
}

const TABS = ['Plan', 'Runs', 'Coach', 'Load'];

/** The bottom tab bar, with one tab active. */
function tabBar(active) {
  const y = H - 112;
  const slot = W / TABS.length;
  const items = TABS.map((name, i) => {
    const cx = slot * i + slot / 2;
    const on = name === active;
    const colour = on ? C.tealGlow : C.muted;
    return `
      <circle cx="${cx}" cy="${y + 38}" r="${on ? 17 : 14}" fill="${on ? C.tealSoft : 'none'}" stroke="${colour}" stroke-width="3"/>
      ${t(cx, y + 84, name, {size: 17, weight: on ? 700 : 400, fill: colour, anchor: 'middle'})}`;
  }).join('');
  return `
    <rect x="0" y="${y}" width="${W}" height="112" fill="#0e1828"/>
    <line x1="0" y1="${y}" x2="${W}" y2="${y}" stroke="${C.line}" stroke-width="2"/>
    ${items}
    <rect x="${W / 2 - 70}" y="${H - 16}" width="140" height="6" rx="3" fill="${C.muted}" fill-opacity="0.6"/>`;
}

/** A phone screen: rounded corners on a transparent background, so it sits on light and dark pages. */
function screen(body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs>
      <clipPath id="phone"><rect x="0" y="0" width="${W}" height="${H}" rx="56"/></clipPath>
      <linearGradient id="glow" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${C.tealGlow}" stop-opacity="0.22"/>
        <stop offset="1" stop-color="${C.tealGlow}" stop-opacity="0"/>
      </linearGradient>
      <linearGradient id="accent" x1="0" y1="0" x2="1" y2="0">
        <stop offset="0" stop-color="${C.tealGlow}"/>
        <stop offset="1" stop-color="${C.orange}"/>
      </linearGradient>
    </defs>
    <g clip-path="url(#phone)">
      <rect width="${W}" height="${H}" fill="${C.bg}"/>
      <circle cx="${W}" cy="0" r="360" fill="url(#glow)"/>
      ${body}
    </g>
  </svg>`;
}

/* ------------------------------------------------------------- screens */

/** Plan view: the week, one session changed by the coach, and why. */
function planView() {
  const days = [
    ['M', 15, 'rest'],
    ['T', 16, 'done'],
    ['W', 17, 'done'],
    ['T', 18, 'today'],
    ['F', 19, 'next'],
    ['S', 20, 'rest'],
    ['S', 21, 'next'],
  ];
  const strip = days
    .map(([letter, date, state], i) => {
      const x = 36 + i * 76;
      const today = state === 'today';
      const fill = today ? C.orange : C.card;
      const dot =
        state === 'done'
          ? `<circle cx="${x + 32}" cy="298" r="11" fill="${C.tealGlow}"/>${check(x + 32, 298)}`
          : state === 'rest'
            ? `<circle cx="${x + 32}" cy="298" r="5" fill="${C.muted}"/>`
            : `<circle cx="${x + 32}" cy="298" r="10" fill="none" stroke="${today ? C.white : C.tealGlow}" stroke-width="3"/>`;
      return `
        ${rect(x, 196, 64, 124, {r: 20, fill})}
        ${t(x + 32, 230, letter, {size: 18, weight: 700, fill: today ? C.bg : C.muted, anchor: 'middle'})}
        ${t(x + 32, 266, String(date), {size: 24, weight: 800, fill: today ? C.bg : C.white, anchor: 'middle'})}
        ${dot}`;
    })
    .join('');

  const banner = para(
    112,
    412,
    'Tuesday’s intervals felt harder than planned (effort 8 of 10). Today is now an easy run; the tempo moves to Friday, two days before the long run.',
    436,
    {size: 19},
  );

  const sessions = [
    {day: 'Tue', title: 'Intervals 6 × 800 m', meta: '9 km · done', state: 'done'},
    {day: 'Wed', title: 'Easy run', meta: '7 km · 5:55/km · done', state: 'done'},
    {day: 'Thu', title: 'Easy run', meta: '6 km · changed from tempo', state: 'changed'},
    {day: 'Fri', title: 'Tempo run', meta: '8 km · 20 min at 4:50/km', state: 'moved'},
    {day: 'Sun', title: 'Long run', meta: '16 km · 5:50/km', state: 'next'},
  ];
  const list = sessions
    .map((s, i) => {
      const y = 536 + i * 104;
      const changed = s.state === 'changed' || s.state === 'moved';
      const badge = changed
        ? `${rect(432, y + 28, 120, 36, {r: 18, fill: C.orangeBg})}${t(492, y + 53, s.state === 'changed' ? 'Updated' : 'Moved', {size: 16, weight: 700, fill: C.orangeSoft, anchor: 'middle'})}`
        : s.state === 'done'
          ? `<circle cx="528" cy="${y + 46}" r="16" fill="${C.tealGlow}"/>${check(528, y + 46)}`
          : '';
      return `
        ${rect(36, y, 528, 92, {fill: changed ? C.cardHi : C.card, stroke: s.state === 'changed' ? C.orange : undefined})}
        ${t(60, y + 38, s.day.toUpperCase(), {size: 16, weight: 700, fill: C.muted, spacing: 1})}
        ${t(128, y + 40, s.title, {size: 23, weight: 700, fill: C.white})}
        ${t(128, y + 70, s.meta, {size: 17, fill: C.muted})}
        ${badge}`;
    })
    .join('');

  return screen(`
    ${chrome('This week', 'Half marathon plan · week 7 of 12')}
    ${strip}
    ${rect(36, 352, 528, 154, {fill: C.orangeBg})}
    <circle cx="74" cy="392" r="20" fill="${C.orange}"/>
    <path d="M74,381 v13 M74,401 v1" stroke="${C.bg}" stroke-width="4" stroke-linecap="round"/>
    ${t(112, 384, 'Plan updated by your coach', {size: 20, weight: 700, fill: C.orangeSoft})}
    ${banner.svg}
    ${list}
    ${tabBar('Plan')}`);
}

/** Post-run analysis: metrics, splits and the coach's take. */
function postRun() {
  // Kilometre splits in seconds per km: warm-up, four kilometres at tempo, cool-down.
  const splits = [352, 341, 291, 289, 292, 290, 338, 349];
  const chartX = 60;
  const chartBottom = 716;
  const barW = 50;
  const gap = 10;
  const barFor = (pace) => 24 + (360 - pace) * 1.9;
  const bars = splits
    .map((pace, i) => {
      const h = barFor(pace);
      const x = chartX + i * (barW + gap);
      const tempo = pace < 300;
      return `
        <rect x="${x}" y="${chartBottom - h}" width="${barW}" height="${h}" rx="8" fill="${tempo ? C.tealGlow : C.line}"/>
        ${t(x + barW / 2, chartBottom + 26, String(i + 1), {size: 16, fill: C.muted, anchor: 'middle'})}`;
    })
    .join('');
  const target = chartBottom - barFor(290);

  const tiles = [
    ['Avg pace', '5:10', '/km'],
    ['Avg heart rate', '158', 'bpm'],
    ['Effort (RPE)', '7', 'of 10'],
    ['Load (rTSS)', '60', ''],
  ]
    .map(([label, value, unit], i) => {
      const x = 36 + (i % 2) * 272;
      const y = 246 + Math.floor(i / 2) * 112;
      return `
        ${rect(x, y, 256, 96)}
        ${t(x + 22, y + 34, label, {size: 17, fill: C.muted})}
        ${t(x + 22, y + 76, value, {size: 34, weight: 800, fill: C.white})}
        ${t(x + 22 + widthEm(value, true) * 34 + 8, y + 76, unit, {size: 18, fill: C.muted})}`;
    })
    .join('');

  const take = para(
    60,
    892,
    'Your four tempo kilometres averaged 4:51/km, right on target, and heart rate drifted only 3% across them. Your aerobic base is absorbing the work, so Sunday’s long run stays as planned.',
    480,
    {size: 19},
  );

  return screen(`
    ${chrome('Tempo run', 'Friday · 8.0 km · 41:20')}
    ${rect(36, 186, 150, 40, {r: 20, fill: C.tealSoft})}
    ${t(111, 213, 'On target', {size: 18, weight: 700, fill: C.tealGlow, anchor: 'middle'})}
    ${tiles}
    ${t(36, 510, 'Pace per kilometre', {size: 22, weight: 700, fill: C.white})}
    <rect x="486" y="496" width="14" height="14" rx="3" fill="${C.tealGlow}"/>
    ${t(564, 510, 'tempo', {size: 17, fill: C.tealGlow, anchor: 'end'})}
    ${bars}
    <line x1="48" y1="${target}" x2="552" y2="${target}" stroke="${C.orange}" stroke-width="2.5" stroke-dasharray="8 7"/>
    ${t(552, target - 10, 'target 4:50', {size: 16, weight: 700, fill: C.orangeSoft, anchor: 'end'})}
    ${rect(36, 790, 528, take.bottom - 790 + 40, {fill: C.cardHi})}
    <circle cx="76" cy="836" r="20" fill="${C.teal}"/>
    ${spark(76, 836, 11, C.white)}
    ${t(110, 844, 'Coach’s take', {size: 22, weight: 700, fill: C.white})}
    ${take.svg}
    ${t(36, take.bottom + 96, 'Next: rest, then Sunday’s 16 km long run', {size: 19, weight: 700, fill: C.tealGlow})}
    ${tabBar('Runs')}`);
}

/** Coach chat: a question about a tight calf and the coach's answer. */
function coachChat() {
  const messages = [
    {
      from: 'runner',
      text: 'My left calf feels tight after yesterday’s long run. Should I still do intervals tomorrow?',
    },
    {
      from: 'coach',
      text: 'Good call to ask. Your load this week is already well above your four-week average, so let’s not add speed on a tight calf. Tomorrow is now 30 minutes easy, or rest if it hurts to walk.',
    },
    {
      from: 'coach',
      text: 'If it still feels tight in 48 hours, or hurts when you push off, have a physio look at it before your next hard session.',
    },
    {from: 'runner', text: 'Makes sense. Do the intervals come back?'},
    {
      from: 'coach',
      text: 'Yes, on Thursday, once the calf has felt normal for 48 hours. Sunday’s long run shortens by 2 km to keep the week balanced.',
    },
  ];
  let y = 230;
  const bubbles = messages
    .map((m) => {
      const coach = m.from === 'coach';
      const maxW = 400;
      const lines = wrap(m.text, 19, maxW - 40);
      const h = lines.length * 27 + 34;
      const bubbleW = Math.min(maxW, Math.max(...lines.map((l) => widthEm(l) * 19)) + 44);
      const x = coach ? 36 : W - 36 - bubbleW;
      const svg = `
        ${rect(x, y, bubbleW, h, {r: 22, fill: coach ? C.card : C.teal})}
        ${lines.map((line, i) => t(x + 22, y + 38 + i * 27, line, {size: 19, fill: C.white})).join('')}`;
      y += h + 18;
      return svg;
    })
    .join('');
  const inputY = H - 112 - 92;
  return screen(`
    ${chrome('Coach', 'Online · knows your last 12 weeks')}
    <circle cx="530" cy="116" r="30" fill="${C.teal}"/>
    <circle cx="530" cy="116" r="30" fill="none" stroke="${C.tealGlow}" stroke-width="3"/>
    ${spark(530, 116, 15, C.white)}
    <circle cx="552" cy="138" r="8" fill="${C.green}" stroke="${C.bg}" stroke-width="3"/>
    ${t(W / 2, 210, 'Today, 18:42', {size: 16, fill: C.muted, anchor: 'middle'})}
    ${bubbles}
    ${rect(36, inputY + 16, 528, 62, {r: 31, fill: C.card, stroke: C.line})}
    ${t(64, inputY + 54, 'Ask your coach anything…', {size: 19, fill: C.muted})}
    <circle cx="530" cy="${inputY + 47}" r="22" fill="${C.orange}"/>
    <path d="M520,${inputY + 47} h18 M531,${inputY + 39} l8,8 l-8,8" fill="none" stroke="${C.bg}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>
    ${tabBar('Coach')}`);
}

/** Load dashboard: fitness, fatigue, form, ACWR, a six-week chart and the injury-risk summary. */
function loadDashboard() {
  const tiles = [
    ['Fitness (CTL)', '48', '+2 this week', C.tealGlow],
    ['Fatigue (ATL)', '55', 'last 7 days', C.orange],
    ['Form (TSB)', '−7', 'Optimal', C.green],
    ['Load ratio', '1.14', 'Safe', C.green],
  ]
    .map(([label, value, note, colour], i) => {
      const x = 36 + (i % 2) * 272;
      const y = 196 + Math.floor(i / 2) * 120;
      return `
        ${rect(x, y, 256, 104)}
        ${t(x + 22, y + 34, label, {size: 17, fill: C.muted})}
        ${t(x + 22, y + 80, value, {size: 36, weight: 800, fill: C.white})}
        <circle cx="${x + 234 - widthEm(note, true) * 15 - 12}" cy="${y + 70}" r="5" fill="${colour}"/>
        ${t(x + 234, y + 76, note, {size: 15, weight: 700, fill: colour, anchor: 'end'})}`;
    })
    .join('');

  // Six weeks of daily values, drawn as smooth-ish polylines.
  const ctl = [36, 37, 38, 39, 40, 41, 41, 42, 43, 44, 45, 46, 46, 47, 48];
  const atl = [40, 46, 38, 50, 44, 36, 42, 55, 48, 58, 50, 44, 57, 60, 55];
  const left = 60;
  const right = 548;
  const top = 500;
  const bottom = 700;
  const yFor = (v) => bottom - ((v - 20) / 50) * (bottom - top);
  const xFor = (i) => left + (i * (right - left)) / (ctl.length - 1);
  const line = (values) =>
    values.map((v, i) => `${i ? 'L' : 'M'}${xFor(i).toFixed(1)},${yFor(v).toFixed(1)}`).join(' ');
  const grid = [30, 45, 60]
    .map(
      (v) =>
        `<line x1="${left}" y1="${yFor(v)}" x2="${right}" y2="${yFor(v)}" stroke="${C.line}" stroke-width="1.5"/>${t(left - 10, yFor(v) + 6, String(v), {size: 14, fill: C.muted, anchor: 'end'})}`,
    )
    .join('');
  const tsb = ctl.map((c, i) => c - (atl[i] ?? c));
  const tsbBars = tsb
    .map((v, i) => {
      const zero = 790;
      const h = Math.abs(v) * 3.2;
      const fill = v < -10 ? C.amber : C.tealGlow;
      return `<rect x="${xFor(i) - 11}" y="${v < 0 ? zero : zero - h}" width="22" height="${Math.max(h, 2)}" rx="4" fill="${fill}"/>`;
    })
    .join('');

  return screen(`
    ${chrome('Training load', 'Last six weeks · updated after today’s run')}
    ${tiles}
    ${rect(36, 444, 528, 402)}
    ${t(60, 482, 'Fitness and fatigue', {size: 20, weight: 700, fill: C.white})}
    ${grid}
    <path d="${line(atl)}" fill="none" stroke="${C.orange}" stroke-width="4" stroke-dasharray="10 7" stroke-linejoin="round"/>
    <path d="${line(ctl)}" fill="none" stroke="${C.tealGlow}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>
    <line x1="${left}" y1="790" x2="${right}" y2="790" stroke="${C.muted}" stroke-width="1.5"/>
    ${t(60, 748, 'Form', {size: 17, weight: 700, fill: C.white})}
    ${tsbBars}
    ${rect(36, 868, 528, 150, {fill: C.tealSoft})}
    <circle cx="80" cy="912" r="22" fill="${C.green}"/>
    ${check(80, 912)}
    ${t(118, 906, 'Injury risk: low', {size: 22, weight: 700, fill: C.white})}
    ${para(118, 942, 'Load, weekly distance and form are all in their safe zones.', 420, {size: 18}).svg}
    ${tabBar('Load')}`);
}

const SCREENS = {
  'plan-view': planView,
  'post-run-analysis': postRun,
  'coach-chat': coachChat,
  'load-dashboard': loadDashboard,
};

/* ---------------------------------------------------------------- main */

await fs.mkdir(OUT_DIR, {recursive: true});
for (const [name, draw] of Object.entries(SCREENS)) {
  const svg = Buffer.from(draw());
  const full = await sharp(svg).resize(W, H).webp({quality: 82, alphaQuality: 90, effort: 6}).toBuffer();
  const thumb = await sharp(svg)
    .resize(THUMB_W, THUMB_H)
    .webp({quality: 80, alphaQuality: 90, effort: 6})
    .toBuffer();
  for (const [file, data] of [
    [`${name}.webp`, full],
    [`${name}-thumb.webp`, thumb],
  ]) {
    if (data.length > MAX_BYTES) throw new Error(`${file} is ${data.length} bytes, over ${MAX_BYTES}`);
    await fs.writeFile(path.join(OUT_DIR, file), data);
    console.log(`${file.padEnd(32)} ${(data.length / 1024).toFixed(1)} KB`);
  }
}
