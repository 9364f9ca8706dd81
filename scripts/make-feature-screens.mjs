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
 * name is deliberately absent: it comes from configuration, not from the images. The screens show the
 * sample athlete's week 7 (src/domains/training-load/sampleAthlete.ts): Thursday's tempo run and the
 * Friday morning after it, the same run and chat as /features/coaching-insights. Every number on them
 * comes from docs/features/_components/appScreens.ts, which computes it from the sample data; only the
 * words, the heart rate and the shape of the splits are the script's. After a change to the sample data,
 * run the script again (appScreens.test.ts checks that the alt text in src/data/features.ts still agrees).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import sharp from 'sharp';
import {escapeXml, estimateWidthEm, wrapWords} from './lib/svgText.mjs';
import {registerTsModules} from './lib/tsModules.mjs';

registerTsModules();
const {appScreenFacts, ZONE_LABELS} = await import('../docs/features/_components/appScreens.ts');
const {RUN_TYPE_LABEL} = await import('../src/domains/training-load/sampleAthlete.ts');
const {formatPace} = await import('../src/lib/format.ts');
const FACTS = appScreenFacts();

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

/** 'Saturday’s'. */
const possessive = (name) => `${name}’s`;
const shortDay = (name) => name.slice(0, 3);

/** Plan view on the morning after the tempo run: the week, one session changed by the coach, and why. */
function planView() {
  const {days, week, weeks, morning} = FACTS;
  const today = days.findIndex((d) => d.state === 'today');
  const changed = days.findIndex((d, i) => i > today && d.run?.type === 'easy');
  const changedDay = days[changed];
  if (!changedDay?.run) throw new Error('The plan view expects an easy run after today.');
  const strip = days
    .map(({name, state}, i) => {
      const x = 36 + i * 76;
      const isToday = state === 'today';
      const fill = isToday ? C.orange : C.card;
      const dot =
        state === 'done'
          ? `<circle cx="${x + 32}" cy="298" r="11" fill="${C.tealGlow}"/>${check(x + 32, 298)}`
          : state === 'rest'
            ? `<circle cx="${x + 32}" cy="298" r="5" fill="${C.muted}"/>`
            : `<circle cx="${x + 32}" cy="298" r="10" fill="none" stroke="${isToday ? C.white : C.tealGlow}" stroke-width="3"/>`;
      return `
        ${rect(x, 196, 64, 124, {r: 20, fill})}
        ${t(x + 32, 230, name[0], {size: 18, weight: 700, fill: isToday ? C.bg : C.muted, anchor: 'middle'})}
        ${t(x + 32, 266, String(15 + i), {size: 24, weight: 800, fill: isToday ? C.bg : C.white, anchor: 'middle'})}
        ${dot}`;
    })
    .join('');

  const banner = para(
    112,
    412,
    `You asked to run ${changedDay.name} as a second tempo. Form this morning is ${morning.tsb} (${ZONE_LABELS.tsb(morning.tsbZone).toLowerCase()}), so it stays an easy ${changedDay.run.distanceKm} km, with four relaxed strides at the end.`,
    436,
    {size: 19},
  );

  const sessions = days.flatMap(({name, run, state}, i) => {
    if (!run) return [];
    const pace = `${formatPace(run.paceSecPerKm)}/km`;
    if (i === changed) {
      return [
        {
          day: shortDay(name),
          title: `${RUN_TYPE_LABEL[run.type]} + strides`,
          meta: `${run.distanceKm} km · 4 × 20 s strides added`,
          state: 'changed',
        },
      ];
    }
    const meta =
      state === 'done' ? `${run.distanceKm} km · ${pace} · done` : `${run.distanceKm} km · ${pace}`;
    return [{day: shortDay(name), title: RUN_TYPE_LABEL[run.type], meta, state}];
  });
  if (sessions.length > 5) throw new Error('The plan view has room for five sessions.');
  const list = sessions
    .map((s, i) => {
      const y = 536 + i * 104;
      const isChanged = s.state === 'changed';
      const badge = isChanged
        ? `${rect(432, y + 28, 120, 36, {r: 18, fill: C.orangeBg})}${t(492, y + 53, 'Updated', {size: 16, weight: 700, fill: C.orangeSoft, anchor: 'middle'})}`
        : s.state === 'done'
          ? `<circle cx="528" cy="${y + 46}" r="16" fill="${C.tealGlow}"/>${check(528, y + 46)}`
          : '';
      return `
        ${rect(36, y, 528, 92, {fill: isChanged ? C.cardHi : C.card, stroke: isChanged ? C.orange : undefined})}
        ${t(60, y + 38, s.day.toUpperCase(), {size: 16, weight: 700, fill: C.muted, spacing: 1})}
        ${t(128, y + 40, s.title, {size: 23, weight: 700, fill: C.white})}
        ${t(128, y + 70, s.meta, {size: 17, fill: C.muted})}
        ${badge}`;
    })
    .join('');

  return screen(`
    ${chrome('This week', `Half marathon plan · week ${week} of ${weeks}`)}
    ${strip}
    ${rect(36, 352, 528, 154, {fill: C.orangeBg})}
    <circle cx="74" cy="392" r="20" fill="${C.orange}"/>
    <path d="M74,381 v13 M74,401 v1" stroke="${C.bg}" stroke-width="4" stroke-linecap="round"/>
    ${t(112, 384, 'Plan updated by your coach', {size: 20, weight: 700, fill: C.orangeSoft})}
    ${banner.svg}
    ${list}
    ${tabBar('Plan')}`);
}

/** Post-run analysis of the tempo run: metrics, splits and the coach's take. */
function postRun() {
  const {tempo, days} = FACTS;
  const splits = tempo.splitsSecPerKm;
  const tempoStart = (splits.length - tempo.tempoKm) / 2;
  const isTempoKm = (i) => i >= tempoStart && i < tempoStart + tempo.tempoKm;
  const chartX = 60;
  const chartRight = 552;
  const chartBottom = 716;
  const gap = 8;
  const barW = (chartRight - chartX - gap * (splits.length - 1)) / splits.length;
  const barFor = (pace) => 24 + (360 - pace) * 1.9;
  const bars = splits
    .map((pace, i) => {
      const h = barFor(pace);
      const x = chartX + i * (barW + gap);
      return `
        <rect x="${x.toFixed(1)}" y="${(chartBottom - h).toFixed(1)}" width="${barW.toFixed(1)}" height="${h.toFixed(1)}" rx="8" fill="${isTempoKm(i) ? C.tealGlow : C.line}"/>
        ${t((x + barW / 2).toFixed(1), chartBottom + 26, String(i + 1), {size: 16, fill: C.muted, anchor: 'middle'})}`;
    })
    .join('');
  const targetSec = Number(tempo.targetPace.split(':')[0]) * 60 + Number(tempo.targetPace.split(':')[1]);
  const target = chartBottom - barFor(targetSec);

  const tiles = [
    ['Avg pace', tempo.pace, '/km'],
    ['Avg heart rate', '158', 'bpm'],
    ['Effort (RPE)', String(tempo.rpe), 'of 10'],
    ['Load (rTSS)', tempo.rtss, ''],
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

  const words = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
  const take = para(
    60,
    892,
    `Your ${words[tempo.tempoKm] ?? tempo.tempoKm} tempo kilometres averaged ${tempo.tempoPace}/km, right on target, and heart rate drifted only 3% across them. Your biggest tempo run so far: keep the next run truly easy.`,
    480,
    {size: 19},
  );
  const tempoIndex = days.findIndex((d) => d.name === tempo.dayName);
  const following = days.slice(tempoIndex + 1);
  const nextRunDay = following.find((d) => d.run);
  if (!nextRunDay?.run) throw new Error('The post-run screen expects another run later in the week.');
  const nextLine = `Next: ${following[0]?.run ? '' : 'rest, then '}${possessive(nextRunDay.name)} easy ${nextRunDay.run.distanceKm} km`;

  return screen(`
    ${chrome(RUN_TYPE_LABEL.tempo, `${tempo.dayName} · ${tempo.km} km · ${tempo.time}`)}
    ${rect(36, 186, 150, 40, {r: 20, fill: C.tealSoft})}
    ${t(111, 213, 'On target', {size: 18, weight: 700, fill: C.tealGlow, anchor: 'middle'})}
    ${tiles}
    ${t(36, 510, 'Pace per kilometre', {size: 22, weight: 700, fill: C.white})}
    <rect x="486" y="496" width="14" height="14" rx="3" fill="${C.tealGlow}"/>
    ${t(564, 510, 'tempo', {size: 17, fill: C.tealGlow, anchor: 'end'})}
    ${bars}
    <line x1="48" y1="${target}" x2="${chartRight}" y2="${target}" stroke="${C.orange}" stroke-width="2.5" stroke-dasharray="8 7"/>
    ${t(chartRight, target - 10, `target ${tempo.targetPace}`, {size: 16, weight: 700, fill: C.orangeSoft, anchor: 'end'})}
    ${rect(36, 790, 528, take.bottom - 790 + 40, {fill: C.cardHi})}
    <circle cx="76" cy="836" r="20" fill="${C.teal}"/>
    ${spark(76, 836, 11, C.white)}
    ${t(110, 844, 'Coach’s take', {size: 22, weight: 700, fill: C.white})}
    ${take.svg}
    ${t(36, take.bottom + 96, nextLine, {size: 19, weight: 700, fill: C.tealGlow})}
    ${tabBar('Runs')}`);
}

/** Coach chat the morning after the tempo run: the conversation /features/coaching-insights shows. */
function coachChat() {
  const inputY = H - 112 - 92;
  const size = 18;
  const lineH = 25;
  let y = 226;
  const bubbles = [];
  for (const m of FACTS.chat) {
    const coach = m.from === 'coach';
    const maxW = 420;
    const lines = wrap(m.text, size, maxW - 40);
    const h = lines.length * lineH + 32;
    if (y + h > inputY) break; // only whole messages: the rest is further down the chat
    const bubbleW = Math.min(maxW, Math.max(...lines.map((l) => widthEm(l) * size)) + 44);
    const x = coach ? 36 : W - 36 - bubbleW;
    bubbles.push(`
      ${rect(x, y, bubbleW, h, {r: 22, fill: coach ? C.card : C.teal})}
      ${lines.map((line, i) => t(x + 22, y + 36 + i * lineH, line, {size, fill: C.white})).join('')}`);
    y += h + 16;
  }
  if (bubbles.length < 3) throw new Error(`Only ${bubbles.length} chat messages fit on the screen.`);
  return screen(`
    ${chrome('Coach', 'Online · knows every run you have logged')}
    <circle cx="530" cy="116" r="30" fill="${C.teal}"/>
    <circle cx="530" cy="116" r="30" fill="none" stroke="${C.tealGlow}" stroke-width="3"/>
    ${spark(530, 116, 15, C.white)}
    <circle cx="552" cy="138" r="8" fill="${C.green}" stroke="${C.bg}" stroke-width="3"/>
    ${t(W / 2, 206, `${FACTS.morning.dayName}, 07:40`, {size: 16, fill: C.muted, anchor: 'middle'})}
    ${bubbles.join('')}
    ${rect(36, inputY + 16, 528, 62, {r: 31, fill: C.card, stroke: C.line})}
    ${t(64, inputY + 54, 'Ask your coach anything…', {size: 19, fill: C.muted})}
    <circle cx="530" cy="${inputY + 47}" r="22" fill="${C.orange}"/>
    <path d="M520,${inputY + 47} h18 M531,${inputY + 39} l8,8 l-8,8" fill="none" stroke="${C.bg}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>
    ${tabBar('Coach')}`);
}

const SEVERITY_COLOUR = [C.green, C.amber, C.orange];

/** What the injury-risk card says, from the zones: the same count of warning signs as the home dashboard. */
function riskWords(morning) {
  const readings = [
    ['load ratio', morning.acwrZone === 'safe'],
    ['weekly distance', morning.weeklyVolumeZone === 'safe'],
    ['form', ['optimal', 'fresh', 'peak'].includes(morning.tsbZone)],
  ];
  const safe = readings.filter(([, ok]) => ok).map(([name]) => name);
  const level = ['low', 'moderate', 'high'][morning.severity];
  if (safe.length === readings.length) {
    return {level, text: 'Load ratio, weekly distance and form are all in their safe zones.'};
  }
  if (safe.length === 2 && morning.tsbZone === 'overreaching') {
    const [first = '', second = ''] = safe;
    return {
      level,
      text: `${first[0]?.toUpperCase()}${first.slice(1)} and ${second} are in their safe zones; form is overreaching, so easy days stay easy.`,
    };
  }
  throw new Error('No words for this combination of zones: write them in riskWords().');
}

/** Load dashboard the morning after the tempo run: fitness, fatigue, form, ratio, six weeks and the verdict. */
function loadDashboard() {
  const {morning, chart} = FACTS;
  const tsbColour =
    SEVERITY_COLOUR[
      ['optimal', 'fresh', 'peak'].includes(morning.tsbZone) ? 0 : morning.tsbZone === 'overreaching' ? 1 : 2
    ];
  const tiles = [
    ['Fitness (CTL)', morning.ctl, `${morning.ctlRamp} this week`, C.tealGlow],
    ['Fatigue (ATL)', morning.atl, 'last 7 days', C.orange],
    ['Form (TSB)', morning.tsb, ZONE_LABELS.tsb(morning.tsbZone), tsbColour],
    [
      'Load ratio',
      morning.acwr,
      morning.acwrZone === 'safe' ? 'Safe' : ZONE_LABELS.acwr(morning.acwrZone),
      morning.acwrZone === 'safe' ? C.green : C.amber,
    ],
  ]
    .map(([label, value, note, colour], i) => {
      const x = 36 + (i % 2) * 272;
      const y = 188 + Math.floor(i / 2) * 130;
      return `
        ${rect(x, y, 256, 118)}
        ${t(x + 22, y + 32, label, {size: 17, fill: C.muted})}
        ${t(x + 22, y + 74, value, {size: 34, weight: 800, fill: C.white})}
        <circle cx="${x + 28}" cy="${y + 97}" r="5" fill="${colour}"/>
        ${t(x + 40, y + 103, note, {size: 15, weight: 700, fill: colour})}`;
    })
    .join('');

  const left = 60;
  const right = 548;
  const top = 520;
  const bottom = 660;
  const values = [...chart.ctl, ...chart.atl];
  const low = Math.floor(Math.min(...values) / 10) * 10;
  const high = Math.ceil(Math.max(...values) / 10) * 10;
  const yFor = (v) => bottom - ((v - low) / (high - low)) * (bottom - top);
  const xFor = (i) => left + (i * (right - left)) / (chart.ctl.length - 1);
  const line = (series) =>
    series.map((v, i) => `${i ? 'L' : 'M'}${xFor(i).toFixed(1)},${yFor(v).toFixed(1)}`).join(' ');
  const grid = Array.from({length: (high - low) / 10 + 1}, (_, i) => low + i * 10)
    .map(
      (v) =>
        `<line x1="${left}" y1="${yFor(v)}" x2="${right}" y2="${yFor(v)}" stroke="${C.line}" stroke-width="1.5"/>${t(left - 10, yFor(v) + 6, String(v), {size: 14, fill: C.muted, anchor: 'end'})}`,
    )
    .join('');
  const zero = 730;
  const barW = Math.max(4, ((right - left) / chart.form.length) * 0.6);
  const tsbBars = chart.form
    .map((v, i) => {
      const h = Math.abs(v) * 3.5;
      const fill = v < -30 ? C.orange : v < -10 ? C.amber : C.tealGlow;
      const x = xFor(i) - barW / 2;
      return `<rect x="${x.toFixed(1)}" y="${(v < 0 ? zero : zero - h).toFixed(1)}" width="${barW.toFixed(1)}" height="${Math.max(h, 2).toFixed(1)}" rx="2" fill="${fill}"/>`;
    })
    .join('');

  const risk = riskWords(morning);
  const riskText = para(118, 886, risk.text, 420, {size: 18});
  const riskColour = SEVERITY_COLOUR[morning.severity];
  const riskIcon =
    morning.severity === 0
      ? check(80, 860)
      : `<path d="M80,849 v13 M80,869 v1" stroke="${C.bg}" stroke-width="4" stroke-linecap="round"/>`;

  return screen(`
    ${chrome('Training load', `Last six weeks · ${morning.dayName} morning`)}
    ${tiles}
    ${rect(36, 460, 528, 340)}
    ${t(60, 496, 'Fitness and fatigue', {size: 20, weight: 700, fill: C.white})}
    ${grid}
    <path d="${line(chart.atl)}" fill="none" stroke="${C.orange}" stroke-width="4" stroke-dasharray="10 7" stroke-linejoin="round"/>
    <path d="${line(chart.ctl)}" fill="none" stroke="${C.tealGlow}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>
    ${t(60, 700, 'Form each morning', {size: 17, weight: 700, fill: C.white})}
    <line x1="${left}" y1="${zero}" x2="${right}" y2="${zero}" stroke="${C.muted}" stroke-width="1.5"/>
    ${tsbBars}
    ${rect(36, 820, 528, riskText.bottom - 820 + 34, {fill: morning.severity === 0 ? C.tealSoft : C.orangeBg})}
    <circle cx="80" cy="860" r="22" fill="${riskColour}"/>
    ${riskIcon}
    ${t(118, 854, `Injury risk: ${risk.level}`, {size: 22, weight: 700, fill: C.white})}
    ${riskText.svg}
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
