/**
 * Renders the article cover images and the blog author mark.
 *
 *   node scripts/make-article-covers.mjs
 *
 * For every post in blog/ it reads the slug, title and first tag from the front matter and writes
 *   static/img/articles/<slug>.png       1200x630, social previews (palette PNG, kept small): the art,
 *                                        the tag and the title
 *   static/img/articles/<slug>.webp      1200x630, article header: the art alone (the page has the title)
 *   static/img/articles/<slug>-card.webp  600x315, article list cards: the art alone
 * and writes static/img/authors/coaching-team.png (256x256).
 *
 * The art is the post's own motif when MOTIFS lists its slug; any other post gets a generic motif chosen
 * by its first tag (TAG_MOTIFS) and varied by its slug. Each line of output says which motif was used.
 *
 * Everything is drawn as SVG (no external fonts or images) and rasterised with sharp.
 * The product name is deliberately absent: it comes from configuration, not from the images.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import sharp from 'sharp';
import {escapeXml, estimateWidthEm, wrapWords} from './lib/svgText.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BLOG_DIR = path.join(ROOT, 'blog');
const OUT_DIR = path.join(ROOT, 'static', 'img', 'articles');
const AUTHOR_OUT = path.join(ROOT, 'static', 'img', 'authors', 'coaching-team.png');

const W = 1200;
const H = 630;
const FONT = "'DejaVu Sans', Arial, sans-serif";
const MAX_PNG_BYTES = 150 * 1024;

const C = {
  dark: '#0b1320',
  darker: '#070d17',
  teal: '#0f766e',
  tealLight: '#0d9488',
  tealGlow: '#2dd4bf',
  orange: '#f97316',
  orangeLight: '#fdba74',
  white: '#ffffff',
  mist: '#cbd5e1',
};

/* ------------------------------------------------------------- helpers */

/** Small deterministic PRNG so the covers are identical on every run. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Catmull-Rom spline through points, as an SVG path (smooth chart curves and routes). */
function smoothPath(points) {
  if (points.length < 2) return '';
  let d = `M${points[0][0].toFixed(1)},${points[0][1].toFixed(1)}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[i - 1] ?? points[i];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[i + 2] ?? p2;
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${c1[0].toFixed(1)},${c1[1].toFixed(1)} ${c2[0].toFixed(1)},${c2[1].toFixed(1)} ${p2[0].toFixed(1)},${p2[1].toFixed(1)}`;
  }
  return d;
}

/** Rough advance widths of DejaVu Sans Bold in em, good enough to wrap a title. */
const DEJAVU_SANS_BOLD = {space: 0.35, narrow: 0.36, slim: 0.45, wide: 0.95, capital: 0.74, other: 0.66};

function textWidthEm(text) {
  return estimateWidthEm(text, DEJAVU_SANS_BOLD);
}

function wrapTitle(title, fontSize, maxWidth) {
  return wrapWords(title, (line) => textWidthEm(line) * fontSize > maxWidth);
}

/** Largest font size (down to 40px) at which the title fits in three lines. */
function layoutTitle(title, maxWidth) {
  for (let size = 58; size >= 40; size -= 2) {
    const lines = wrapTitle(title, size, maxWidth);
    if (lines.length <= 3) return {size, lines};
  }
  return {size: 40, lines: wrapTitle(title, 40, maxWidth)};
}

/* ------------------------------------------------------------- motifs */

/** Neural nodes joined by links, with a running route weaving through them. */
function motifAi() {
  const rand = rng(11);
  const nodes = [];
  const cols = [700, 820, 940, 1060];
  cols.forEach((x, ci) => {
    const count = ci % 2 === 0 ? 4 : 3;
    for (let i = 0; i < count; i++) {
      const y = 40 + ((i + 0.5) * 230) / count + (rand() - 0.5) * 20;
      nodes.push({x: x + (rand() - 0.5) * 20, y, col: ci});
    }
  });
  let links = '';
  for (const a of nodes) {
    for (const b of nodes) {
      if (b.col === a.col + 1) {
        links += `<line x1="${a.x.toFixed(1)}" y1="${a.y.toFixed(1)}" x2="${b.x.toFixed(1)}" y2="${b.y.toFixed(1)}" stroke="${C.tealGlow}" stroke-opacity="0.22" stroke-width="1.5"/>`;
      }
    }
  }
  const dots = nodes
    .map(
      (n, i) =>
        `<circle cx="${n.x.toFixed(1)}" cy="${n.y.toFixed(1)}" r="${i % 5 === 2 ? 11 : 8}" fill="${i % 5 === 2 ? C.orange : C.dark}" stroke="${i % 5 === 2 ? C.orangeLight : C.tealGlow}" stroke-width="3"/>`,
    )
    .join('');
  const route = smoothPath([
    [560, 270],
    [640, 200],
    [720, 240],
    [820, 150],
    [900, 190],
    [980, 100],
    [1080, 140],
    [1160, 70],
  ]);
  return `
    ${links}
    <path d="${route}" fill="none" stroke="url(#accent)" stroke-width="7" stroke-linecap="round" stroke-dasharray="2 16" opacity="0.95"/>
    ${dots}
    <circle cx="1160" cy="70" r="14" fill="${C.orange}"/>
    <circle cx="1160" cy="70" r="26" fill="none" stroke="${C.orange}" stroke-opacity="0.4" stroke-width="3"/>`;
}

/** ACWR chart with risk bands and a load curve that climbs through caution into the danger band. */
function motifOvertraining() {
  const x0 = 600;
  const x1 = 1160;
  const top = 40;
  const bottom = 285;
  const lo = 0.7;
  const hi = 1.9;
  const yFor = (ratio) => bottom - ((ratio - lo) / (hi - lo)) * (bottom - top);
  const band = (from, to, fill, opacity) =>
    `<rect x="${x0}" y="${yFor(to).toFixed(1)}" width="${x1 - x0}" height="${(yFor(from) - yFor(to)).toFixed(1)}" fill="${fill}" fill-opacity="${opacity}"/>`;
  const ratios = [0.98, 1.04, 0.96, 1.08, 1.14, 1.06, 1.18, 1.26, 1.35, 1.44, 1.6, 1.76];
  const pts = ratios.map((r, i) => [x0 + 30 + (i * (x1 - x0 - 70)) / (ratios.length - 1), yFor(r)]);
  const last = pts[pts.length - 1];
  const label = (ratio, text, colour) =>
    `<text x="${x0 + 16}" y="${(yFor(ratio) + 24).toFixed(1)}" font-family="${FONT}" font-size="17" font-weight="700" letter-spacing="1" fill="${colour}">${text}</text>`;
  return `
    <defs>
      <clipPath id="panel"><rect x="${x0}" y="${top}" width="${x1 - x0}" height="${bottom - top}" rx="16"/></clipPath>
    </defs>
    <rect x="${x0}" y="${top}" width="${x1 - x0}" height="${bottom - top}" rx="16" fill="${C.darker}" fill-opacity="0.5"/>
    <g clip-path="url(#panel)">
      ${band(0.8, 1.3, C.tealGlow, 0.16)}
      ${band(1.3, 1.5, C.orangeLight, 0.18)}
      ${band(1.5, hi, C.orange, 0.3)}
    </g>
    <line x1="${x0}" y1="${yFor(1.5)}" x2="${x1}" y2="${yFor(1.5)}" stroke="${C.orange}" stroke-width="2" stroke-dasharray="8 8"/>
    ${label(1.9, 'DANGER', C.orangeLight)}
    ${label(1.5, 'CAUTION', C.orangeLight)}
    ${label(1.3, 'SAFE', C.tealGlow)}
    <path d="${smoothPath(pts)}" fill="none" stroke="${C.white}" stroke-width="6" stroke-linecap="round"/>
    ${pts
      .slice(0, -1)
      .map(([x, y]) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="5" fill="${C.tealGlow}"/>`)
      .join('')}
    <circle cx="${last[0].toFixed(1)}" cy="${last[1].toFixed(1)}" r="13" fill="${C.orange}"/>
    <circle cx="${last[0].toFixed(1)}" cy="${last[1].toFixed(1)}" r="26" fill="none" stroke="${C.orange}" stroke-opacity="0.5" stroke-width="3"/>`;
}

/** Rising sun over layered hills with a long winding route. */
function motifEndurance() {
  const hill = (pts, fill, opacity) =>
    `<path d="${smoothPath(pts)} L1200,630 L0,630 Z" fill="${fill}" fill-opacity="${opacity}"/>`;
  const route = smoothPath([
    [1170, 212],
    [1070, 222],
    [1110, 252],
    [950, 258],
    [1000, 288],
    [640, 300],
  ]);
  return `
    <circle cx="1010" cy="112" r="72" fill="url(#sun)"/>
    <circle cx="1010" cy="112" r="108" fill="none" stroke="${C.orange}" stroke-opacity="0.2" stroke-width="2"/>
    <circle cx="1010" cy="112" r="144" fill="none" stroke="${C.orange}" stroke-opacity="0.1" stroke-width="2"/>
    ${hill(
      [
        [0, 250],
        [220, 200],
        [460, 240],
        [700, 180],
        [960, 190],
        [1200, 160],
      ],
      C.teal,
      0.45,
    )}
    ${hill(
      [
        [0, 330],
        [300, 280],
        [560, 320],
        [820, 250],
        [1040, 270],
        [1200, 230],
      ],
      C.tealLight,
      0.25,
    )}
    <path d="${route}" fill="none" stroke="${C.white}" stroke-opacity="0.92" stroke-width="5" stroke-linecap="round" stroke-dasharray="14 12"/>
    <circle cx="1170" cy="212" r="9" fill="${C.white}"/>
    <circle cx="640" cy="300" r="12" fill="${C.orange}"/>`;
}

/** Clock face showing a 40-minute early run, beside a week strip of short sessions. */
function motifBusy() {
  const cx = 1050;
  const cy = 150;
  const r = 108;
  let ticks = '';
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    const inner = i % 3 === 0 ? r - 22 : r - 14;
    ticks += `<line x1="${(cx + Math.sin(a) * inner).toFixed(1)}" y1="${(cy - Math.cos(a) * inner).toFixed(1)}" x2="${(cx + Math.sin(a) * (r - 6)).toFixed(1)}" y2="${(cy - Math.cos(a) * (r - 6)).toFixed(1)}" stroke="${C.mist}" stroke-opacity="0.8" stroke-width="${i % 3 === 0 ? 5 : 3}" stroke-linecap="round"/>`;
  }
  const arc = (fromMin, toMin, radius) => {
    const a0 = (fromMin / 60) * Math.PI * 2;
    const a1 = (toMin / 60) * Math.PI * 2;
    const large = toMin - fromMin > 30 ? 1 : 0;
    return `M${(cx + Math.sin(a0) * radius).toFixed(1)},${(cy - Math.cos(a0) * radius).toFixed(1)} A${radius},${radius} 0 ${large} 1 ${(cx + Math.sin(a1) * radius).toFixed(1)},${(cy - Math.cos(a1) * radius).toFixed(1)}`;
  };
  const days = ['M', 'T', 'W', 'T', 'F', 'S', 'S'];
  const minutes = [0, 40, 0, 35, 10, 80, 25];
  const baseline = 262;
  const bars = days
    .map((d, i) => {
      const x = 580 + i * 52;
      const h = minutes[i] ? 16 + minutes[i] * 1.6 : 8;
      const hard = i === 1 || i === 5;
      return `<rect x="${x}" y="${baseline - h}" width="34" height="${h}" rx="7" fill="${hard ? C.orange : C.tealGlow}" fill-opacity="${minutes[i] ? 0.9 : 0.25}"/>
        <text x="${x + 17}" y="${baseline + 24}" text-anchor="middle" font-family="${FONT}" font-size="15" font-weight="700" fill="${C.mist}" fill-opacity="0.7">${d}</text>`;
    })
    .join('');
  return `
    <circle cx="${cx}" cy="${cy}" r="${r + 44}" fill="url(#glow)"/>
    <circle cx="${cx}" cy="${cy}" r="${r}" fill="${C.darker}" fill-opacity="0.6" stroke="${C.tealGlow}" stroke-opacity="0.6" stroke-width="4"/>
    ${ticks}
    <path d="${arc(0, 40, r - 36)}" fill="none" stroke="${C.orange}" stroke-width="14" stroke-linecap="round"/>
    <line x1="${cx}" y1="${cy}" x2="${cx}" y2="${cy + 56}" stroke="${C.white}" stroke-width="7" stroke-linecap="round"/>
    <line x1="${cx}" y1="${cy}" x2="${cx}" y2="${cy - 80}" stroke="${C.white}" stroke-width="5" stroke-linecap="round"/>
    <circle cx="${cx}" cy="${cy}" r="9" fill="${C.orange}"/>
    ${bars}`;
}

/** Several noisy data streams converging into one clean fitness/fatigue/form chart. */
function motifData() {
  const rand = rng(7);
  const joinX = 868;
  const joinY = 165;
  const streams = [0, 1, 2, 3, 4].map((k) => {
    const startY = 50 + k * 55;
    const pts = [];
    for (let i = 0; i <= 8; i++) {
      const t = i / 8;
      const x = 560 + t * (joinX - 560);
      const y = startY + (joinY - startY) * t * t + (rand() - 0.5) * 24 * (1 - t);
      pts.push([x, y]);
    }
    const colour = k === 2 ? C.orange : C.tealGlow;
    return `<path d="${smoothPath(pts)}" fill="none" stroke="${colour}" stroke-opacity="${k === 2 ? 0.9 : 0.55}" stroke-width="3"/>
      <circle cx="560" cy="${startY}" r="7" fill="${colour}"/>`;
  });
  const xs = Array.from({length: 10}, (_, i) => 900 + i * 28);
  const ctl = xs.map((x, i) => [x, 150 - i * 8 - Math.sin(i / 2) * 5]);
  const atl = xs.map((x, i) => [x, 140 - i * 8 - Math.sin(i * 1.3) * 28]);
  const tsb = xs.map((x, i) => [x, 245 + Math.sin(i * 1.3) * 18]);
  return `
    ${streams.join('')}
    <rect x="884" y="40" width="290" height="250" rx="18" fill="${C.darker}" fill-opacity="0.5" stroke="${C.tealGlow}" stroke-opacity="0.3" stroke-width="2"/>
    <line x1="900" y1="245" x2="1160" y2="245" stroke="${C.mist}" stroke-opacity="0.3" stroke-width="2" stroke-dasharray="4 8"/>
    <path d="${smoothPath(ctl)}" fill="none" stroke="${C.tealGlow}" stroke-width="6" stroke-linecap="round"/>
    <path d="${smoothPath(atl)}" fill="none" stroke="${C.orange}" stroke-width="4" stroke-linecap="round"/>
    <path d="${smoothPath(tsb)}" fill="none" stroke="${C.white}" stroke-opacity="0.85" stroke-width="3" stroke-linecap="round" stroke-dasharray="10 8"/>
    <circle cx="${joinX}" cy="${joinY}" r="18" fill="${C.dark}" stroke="${C.white}" stroke-width="4"/>
    <circle cx="${joinX}" cy="${joinY}" r="6" fill="${C.orange}"/>`;
}

/**
 * Bespoke motifs, by slug. To give a new article art of its own, write a motif function like the ones
 * above (drawn in MOTIF_BOX, the upper right of the 1200x630 cover) and add its slug here.
 */
const MOTIFS = {
  'ai-transforms-running': motifAi,
  'dangers-of-overtraining': motifOvertraining,
  'unleash-your-endurance': motifEndurance,
  'running-tips-busy-professionals': motifBusy,
  'mastering-data-integration': motifData,
};

/* ------------------------------------------------------------- generic motifs */

/*
 * An article without a motif of its own in MOTIFS gets a generic one, chosen by its first tag and
 * varied by its slug (the seed), so two articles never share a picture and each redraws identically.
 */

/** A 32-bit FNV-1a hash of the slug: the seed of its generic motif. */
function seedOf(text) {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** A winding route over the contour rings of a hill, from a start ring to the finish. */
function motifRoute(seed) {
  const rand = rng(seed);
  const hillX = 760 + rand() * 300;
  const hillY = 110 + rand() * 100;
  let rings = '';
  for (let i = 0; i < 5; i++) {
    rings += `<ellipse cx="${hillX.toFixed(1)}" cy="${hillY.toFixed(1)}" rx="${36 + i * 34}" ry="${22 + i * 21}" fill="none" stroke="${C.tealGlow}" stroke-opacity="${(0.45 - i * 0.07).toFixed(2)}" stroke-width="2"/>`;
  }
  const pts = Array.from({length: 7}, (_, i) => [
    630 + i * 88 + (rand() - 0.5) * 30,
    i % 2 === 0 ? 200 + rand() * 80 : 50 + rand() * 90,
  ]);
  const route = smoothPath(pts);
  const [start, finish] = [pts[0], pts[pts.length - 1]];
  const marks = pts
    .slice(1, -1)
    .map(([x, y]) => `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="6" fill="${C.tealGlow}"/>`)
    .join('');
  return `
    ${rings}
    <path d="${route}" fill="none" stroke="${C.darker}" stroke-opacity="0.5" stroke-width="16" stroke-linecap="round"/>
    <path d="${route}" fill="none" stroke="${C.white}" stroke-opacity="0.92" stroke-width="6" stroke-linecap="round" stroke-dasharray="16 12"/>
    ${marks}
    <circle cx="${start[0].toFixed(1)}" cy="${start[1].toFixed(1)}" r="12" fill="${C.dark}" stroke="${C.white}" stroke-width="4"/>
    <circle cx="${finish[0].toFixed(1)}" cy="${finish[1].toFixed(1)}" r="14" fill="${C.orange}"/>
    <circle cx="${finish[0].toFixed(1)}" cy="${finish[1].toFixed(1)}" r="27" fill="none" stroke="${C.orange}" stroke-opacity="0.45" stroke-width="3"/>`;
}

/** A training block in weekly load bars, easing off every fourth week, under a rising fitness line. */
function motifLoad(seed) {
  const rand = rng(seed);
  const weeks = 10;
  const baseline = 285;
  const loads = Array.from({length: weeks}, (_, i) => {
    const build = 70 + i * 13 + rand() * 22;
    return (i + 1) % 4 === 0 ? build * 0.6 : build;
  });
  const peak = loads.indexOf(Math.max(...loads));
  const bars = loads
    .map((load, i) => {
      const x = 622 + i * 54;
      const fill = i === peak ? C.orange : C.tealGlow;
      const opacity = (i + 1) % 4 === 0 ? 0.35 : 0.8;
      return `<rect x="${x}" y="${(baseline - load).toFixed(1)}" width="34" height="${load.toFixed(1)}" rx="7" fill="${fill}" fill-opacity="${opacity}"/>`;
    })
    .join('');
  let fitness = loads[0] * 0.7;
  const line = loads.map((load, i) => {
    fitness += (load - fitness) * 0.3;
    return [622 + 17 + i * 54, baseline - fitness - 50];
  });
  const last = line[line.length - 1];
  return `
    <line x1="610" y1="${baseline + 8}" x2="1170" y2="${baseline + 8}" stroke="${C.mist}" stroke-opacity="0.4" stroke-width="2"/>
    ${bars}
    <path d="${smoothPath(line)}" fill="none" stroke="${C.white}" stroke-width="6" stroke-linecap="round"/>
    <circle cx="${last[0].toFixed(1)}" cy="${last[1].toFixed(1)}" r="12" fill="${C.orange}" stroke="${C.white}" stroke-width="3"/>`;
}

/** A heart-rate trace across shaded training zones, climbing for each hard effort. */
function motifPulse(seed) {
  const rand = rng(seed);
  const x0 = 600;
  const x1 = 1160;
  const top = 40;
  const bottom = 290;
  const zoneHeight = (bottom - top) / 5;
  const zones = Array.from(
    {length: 5},
    (_, i) =>
      `<rect x="${x0}" y="${top + i * zoneHeight}" width="${x1 - x0}" height="${zoneHeight}" fill="${i < 2 ? C.orange : C.tealGlow}" fill-opacity="${(0.26 - i * 0.04).toFixed(2)}"/>`,
  ).join('');
  const efforts = 3 + Math.floor(rand() * 2);
  const pts = [];
  for (let i = 0; i <= 28; i++) {
    const t = i / 28;
    const inEffort = Math.floor(t * efforts * 2) % 2 === 1;
    const level = inEffort ? 0.72 + rand() * 0.2 : 0.3 + rand() * 0.14;
    pts.push([x0 + 20 + t * (x1 - x0 - 40), bottom - level * (bottom - top)]);
  }
  const last = pts[pts.length - 1];
  return `
    <defs>
      <clipPath id="zones"><rect x="${x0}" y="${top}" width="${x1 - x0}" height="${bottom - top}" rx="16"/></clipPath>
    </defs>
    <rect x="${x0}" y="${top}" width="${x1 - x0}" height="${bottom - top}" rx="16" fill="${C.darker}" fill-opacity="0.5"/>
    <g clip-path="url(#zones)">${zones}</g>
    <path d="${smoothPath(pts)}" fill="none" stroke="${C.white}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="${last[0].toFixed(1)}" cy="${last[1].toFixed(1)}" r="12" fill="${C.orange}"/>
    <circle cx="${last[0].toFixed(1)}" cy="${last[1].toFixed(1)}" r="24" fill="none" stroke="${C.orange}" stroke-opacity="0.45" stroke-width="3"/>`;
}

const GENERIC_MOTIFS = {route: motifRoute, load: motifLoad, pulse: motifPulse};

/** The generic motif for each tag in blog/tags.yml; a tag not listed here (or no tag) gets DEFAULT_MOTIF. */
const TAG_MOTIFS = {
  'training-load': 'load',
  'injury-prevention': 'load',
  technology: 'pulse',
  endurance: 'route',
  beginners: 'route',
  lifestyle: 'route',
};
const DEFAULT_MOTIF = 'route';

/** The article's own motif from MOTIFS, or the generic one for its first tag, with a note of which. */
function motifFor(slug, firstTag) {
  if (MOTIFS[slug]) return {motif: MOTIFS[slug], note: 'its own motif (MOTIFS)'};
  const name = TAG_MOTIFS[firstTag] ?? DEFAULT_MOTIF;
  const why = TAG_MOTIFS[firstTag] ? `first tag "${firstTag}"` : 'the default';
  const seed = seedOf(slug);
  return {
    motif: () => GENERIC_MOTIFS[name](seed),
    note: `generic motif "${name}" (${why}); add "${slug}" to MOTIFS for one of its own`,
  };
}

/* ------------------------------------------------------------- cover */

/** Gradients shared by the covers and the cover art. */
const DEFS = `  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${C.teal}"/>
      <stop offset="0.45" stop-color="#0b3b40"/>
      <stop offset="1" stop-color="${C.dark}"/>
    </linearGradient>
    <radialGradient id="halo" cx="0.85" cy="0.25" r="0.6">
      <stop offset="0" stop-color="${C.tealLight}" stop-opacity="0.45"/>
      <stop offset="1" stop-color="${C.tealLight}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${C.dark}" stop-opacity="0"/>
      <stop offset="1" stop-color="${C.dark}" stop-opacity="0.92"/>
    </linearGradient>
    <linearGradient id="accent" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${C.orange}"/>
      <stop offset="1" stop-color="${C.orangeLight}"/>
    </linearGradient>
    <radialGradient id="sun" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${C.orangeLight}"/>
      <stop offset="1" stop-color="${C.orange}"/>
    </radialGradient>
    <radialGradient id="glow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${C.orange}" stop-opacity="0.35"/>
      <stop offset="1" stop-color="${C.orange}" stop-opacity="0"/>
    </radialGradient>
  </defs>`;

/** Faint contour lines, like a route map, behind everything. */
function contours() {
  let lines = '';
  for (let i = 0; i < 7; i++) {
    lines += `<ellipse cx="260" cy="120" rx="${150 + i * 70}" ry="${90 + i * 44}" fill="none" stroke="${C.tealGlow}" stroke-opacity="${(0.09 - i * 0.01).toFixed(2)}" stroke-width="2"/>`;
  }
  return lines;
}

function coverSvg({title, label, motif}) {
  const {size, lines} = layoutTitle(title, 1000);
  const lineHeight = Math.round(size * 1.18);
  const lastBaseline = H - 72;
  const firstBaseline = lastBaseline - (lines.length - 1) * lineHeight;
  const labelY = firstBaseline - size - 26;
  const titleTspans = lines
    .map((line, i) => `<tspan x="80" y="${firstBaseline + i * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('');
  const labelText = escapeXml(label.toUpperCase());
  const labelWidth = Math.round(textWidthEm(label.toUpperCase()) * 20 + 40);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
${DEFS}
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="${H}" fill="url(#halo)"/>
  ${contours()}
  <g>${motif()}</g>
  <rect y="${H * 0.42}" width="${W}" height="${H * 0.58}" fill="url(#shade)"/>
  <rect x="80" y="${labelY - 30}" width="${labelWidth}" height="42" rx="21" fill="${C.orange}"/>
  <text x="${80 + labelWidth / 2}" y="${labelY - 2}" text-anchor="middle" font-family="${FONT}" font-size="20" font-weight="700" letter-spacing="1.5" fill="${C.dark}">${labelText}</text>
  <text font-family="${FONT}" font-size="${size}" font-weight="700" fill="${C.white}">${titleTspans}</text>
  <rect x="80" y="${H - 44}" width="120" height="6" rx="3" fill="url(#accent)"/>
  <rect x="212" y="${H - 44}" width="40" height="6" rx="3" fill="${C.tealGlow}" fill-opacity="0.7"/>
</svg>`;
}

/** Where every motif is drawn on the cover: the upper right, clear of the title. */
const MOTIF_BOX = {x: 600, y: 20, width: 580, height: 290};

/**
 * A motif drawn to the cover's right edge (a landscape) is enlarged to fill the art's width instead, so it
 * still runs off the edge rather than stopping short of it.
 */
const FULL_WIDTH_MOTIFS = new Set(['unleash-your-endurance']);

/**
 * The cover's art alone, for the article page and the article cards, where the title and its tag are the
 * HTML right beside it: the motif centred and enlarged, with no text of the cover's own, so nothing in the
 * image is too small to read on a phone or says again what the page says.
 */
function artSvg({slug, motif}) {
  const box = MOTIF_BOX;
  const fullWidth = FULL_WIDTH_MOTIFS.has(slug);
  const scale = fullWidth ? W / (W - box.x) : Math.min((W - 120) / box.width, (H - 80) / box.height);
  const x = fullWidth ? -box.x * scale : (W - box.width * scale) / 2 - box.x * scale;
  const y = (H - box.height * scale) / 2 - box.y * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
${DEFS}
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  <rect width="${W}" height="${H}" fill="url(#halo)"/>
  ${contours()}
  <g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(3)})">${motif()}</g>
</svg>`;
}

function authorSvg() {
  const s = 256;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${s}" height="${s}" viewBox="0 0 ${s} ${s}">
  <defs>
    <linearGradient id="a" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${C.tealLight}"/>
      <stop offset="1" stop-color="${C.teal}"/>
    </linearGradient>
    <linearGradient id="o" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${C.orange}"/>
      <stop offset="1" stop-color="${C.orangeLight}"/>
    </linearGradient>
  </defs>
  <rect width="${s}" height="${s}" rx="56" fill="${C.dark}"/>
  <circle cx="128" cy="128" r="96" fill="url(#a)"/>
  <circle cx="128" cy="128" r="96" fill="none" stroke="${C.white}" stroke-opacity="0.15" stroke-width="10"/>
  <path d="${smoothPath([
    [64, 170],
    [96, 150],
    [112, 172],
    [140, 112],
    [164, 132],
    [194, 84],
  ])}" fill="none" stroke="url(#o)" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>
  <circle cx="194" cy="84" r="14" fill="${C.white}"/>
  <circle cx="64" cy="170" r="10" fill="${C.white}" fill-opacity="0.85"/>
</svg>`;
}

/* ------------------------------------------------------------- front matter */

function frontMatterValue(frontMatter, key) {
  const match = frontMatter.match(new RegExp(`^${key}:[ \\t]*(.+)$`, 'm'));
  if (!match) return undefined;
  const raw = match[1].trim();
  if (raw.startsWith("'") && raw.endsWith("'")) return raw.slice(1, -1).replace(/''/g, "'");
  if (raw.startsWith('"') && raw.endsWith('"')) return raw.slice(1, -1);
  return raw;
}

/** The first item of a list in front matter, written `key: [a, b]` or as a `- a` block. */
function firstListItem(frontMatter, key) {
  const inline = frontMatterValue(frontMatter, key);
  const block = frontMatter.match(new RegExp(`^${key}:[ \\t]*\\n[ \\t]*-[ \\t]*(.+)$`, 'm'))?.[1];
  const first = inline ? inline.replace(/[[\]]/g, '').split(',')[0] : block;
  return first?.trim().replace(/^(['"])(.*)\1$/, '$2') || undefined;
}

async function tagLabels() {
  const yaml = await fs.readFile(path.join(BLOG_DIR, 'tags.yml'), 'utf8');
  const labels = {};
  for (const match of yaml.matchAll(/^([\w-]+):\s*\n\s+label:\s*'([^']+)'/gm)) labels[match[1]] = match[2];
  return labels;
}

/**
 * The posts in blog/ as Docusaurus finds them: `*.md`/`*.mdx` files and `<folder>/index.md(x)`, skipping
 * names that start with `_` or `.`.
 */
async function postFiles() {
  const files = [];
  for (const entry of await fs.readdir(BLOG_DIR, {withFileTypes: true})) {
    if (/^[_.]/.test(entry.name)) continue;
    if (entry.isFile() && /\.mdx?$/.test(entry.name)) files.push(entry.name);
    if (entry.isDirectory()) {
      const index = (await fs.readdir(path.join(BLOG_DIR, entry.name))).find((f) => /^index\.mdx?$/.test(f));
      if (index) files.push(`${entry.name}/${index}`);
    }
  }
  return files.sort();
}

async function readPosts() {
  const labels = await tagLabels();
  const posts = [];
  for (const file of await postFiles()) {
    const text = await fs.readFile(path.join(BLOG_DIR, file), 'utf8');
    const fm = text.match(/^---\n([\s\S]*?)\n---/)?.[1];
    if (!fm) throw new Error(`${file}: no front matter`);
    const slug = frontMatterValue(fm, 'slug');
    const title = frontMatterValue(fm, 'title');
    const firstTag = firstListItem(fm, 'tags');
    if (!slug || !title) throw new Error(`${file}: slug and title are required`);
    const {motif, note} = motifFor(slug, firstTag);
    posts.push({slug, title, label: labels[firstTag] ?? 'Running', motif, note});
  }
  return posts;
}

/* ------------------------------------------------------------- output */

async function writePng(image, file) {
  // Palette PNGs keep gradients smooth enough (with dithering) at a fraction of the size.
  for (const colours of [256, 128, 64]) {
    const buffer = await image
      .clone()
      .png({palette: true, colours, dither: 1, compressionLevel: 9, effort: 10})
      .toBuffer();
    if (buffer.length <= MAX_PNG_BYTES || colours === 64) {
      await fs.writeFile(file, buffer);
      return buffer.length;
    }
  }
  return 0;
}

async function main() {
  await fs.mkdir(OUT_DIR, {recursive: true});
  await fs.mkdir(path.dirname(AUTHOR_OUT), {recursive: true});

  const posts = await readPosts();
  for (const post of posts) {
    const raster = await sharp(Buffer.from(coverSvg(post)), {density: 72})
      .resize(W, H)
      .png()
      .toBuffer();
    const base = sharp(raster);
    const pngBytes = await writePng(base, path.join(OUT_DIR, `${post.slug}.png`));
    const art = sharp(
      await sharp(Buffer.from(artSvg(post)), {density: 72})
        .resize(W, H)
        .png()
        .toBuffer(),
    );
    await art
      .clone()
      .webp({quality: 75, effort: 6})
      .toFile(path.join(OUT_DIR, `${post.slug}.webp`));
    await art
      .clone()
      .resize(600, 315)
      .webp({quality: 75, effort: 6})
      .toFile(path.join(OUT_DIR, `${post.slug}-card.webp`));
    console.log(`${post.slug}: png ${(pngBytes / 1024).toFixed(0)} KB, ${post.note}`);
  }

  const author = sharp(Buffer.from(authorSvg())).resize(256, 256);
  const authorBytes = await writePng(author, AUTHOR_OUT);
  console.log(`authors/coaching-team.png: ${(authorBytes / 1024).toFixed(0)} KB`);
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
