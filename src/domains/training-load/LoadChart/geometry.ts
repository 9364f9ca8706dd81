/**
 * The load chart's geometry as pure functions: where each day, value and zone band lands in the SVG's
 * viewBox. The top panel holds CTL and ATL from 0 to a round maximum, the bottom panel TSB over the
 * TSB zones, always wide enough to show every zone boundary.
 *
 * Two layouts of the same chart: a wide one (720 × 470) for tablets and desktops, and a narrow one
 * (330 × 440) for phones. An SVG scales its text with its viewBox, so the wide chart squeezed into a
 * phone's 330 px drew its 13-unit labels about 6 px tall; the narrow one draws them at 10 px on a 320 px
 * screen and 13 px on a 390 px one.
 */
import {TSB_ZONES} from '@site/src/constants';
import {DAYS_PER_WEEK, type LoadPoint} from '../metrics';
import type {TsbZone} from '../zones';

export interface ChartLayout {
  /** Which layout: also its CSS class and the `data-layout` of its SVG. */
  readonly name: 'wide' | 'narrow';
  readonly width: number;
  readonly height: number;
  readonly plotLeft: number;
  readonly plotRight: number;
  readonly loadTop: number;
  readonly loadBottom: number;
  readonly tsbTop: number;
  readonly tsbBottom: number;
  /** Baseline of the week numbers' axis title is 16 below this. */
  readonly axisLabelY: number;
  /** Where each panel's title starts. */
  readonly titleX: number;
  /**
   * Where the zone names and the last day's label go: in the margin right of the plot (wide); or the zone
   * names inside their bands at the plot's right end, over a halo of the chart's background, and the last
   * day's label above the plot (narrow: a phone has no room for a margin).
   */
  readonly labels: 'margin' | 'inside';
}

export const WIDE_LAYOUT: ChartLayout = {
  name: 'wide',
  width: 720,
  height: 470,
  plotLeft: 52,
  plotRight: 596,
  loadTop: 40,
  loadBottom: 206,
  tsbTop: 262,
  tsbBottom: 420,
  axisLabelY: 442,
  titleX: 52,
  labels: 'margin',
};

export const NARROW_LAYOUT: ChartLayout = {
  name: 'narrow',
  width: 330,
  height: 440,
  plotLeft: 44,
  plotRight: 320,
  loadTop: 44,
  loadBottom: 190,
  tsbTop: 238,
  tsbBottom: 386,
  axisLabelY: 408,
  titleX: 4,
  labels: 'inside',
};

export const LAYOUTS: readonly ChartLayout[] = [WIDE_LAYOUT, NARROW_LAYOUT];

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

function niceStep(span: number): number {
  return span > 100 ? 20 : 10;
}

/** Multiples of `step` from `min` up to `max`: ticks(−35, 30, 10) → [−30, −20, …, 30]. */
export function ticks(min: number, max: number, step: number): number[] {
  const values: number[] = [];
  for (let value = Math.ceil(min / step) * step; value <= max; value += step) values.push(value);
  return values;
}

/** An SVG path through the points, coordinates rounded to 0.1. */
export function linePath(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${round(x)} ${round(y)}`).join(' ');
}

export interface ZoneBand {
  readonly zone: TsbZone;
  readonly y: number;
  readonly height: number;
}

export interface ChartGeometry {
  /** x of a day. */
  readonly x: (day: number) => number;
  /** y of a CTL or ATL value in the top panel. */
  readonly yLoad: (value: number) => number;
  /** y of a TSB value in the bottom panel. */
  readonly yTsb: (value: number) => number;
  readonly loadTop: number;
  readonly loadStep: number;
  readonly tsbMin: number;
  readonly tsbMax: number;
  readonly bands: readonly ZoneBand[];
  readonly ctlPath: string;
  readonly atlPath: string;
  readonly tsbPath: string;
  /** The form line's points, [x, y] in the SVG's units, one a day. */
  readonly tsbPoints: readonly (readonly [number, number])[];
  /** Number of (started) weeks and the first day of each, plus the last day. */
  readonly weeks: number;
  readonly weekStarts: readonly number[];
  readonly lastDay: number;
}

/** Scales, zone bands and line paths for a non-empty series, in one of the layouts. */
export function chartGeometry(
  series: readonly LoadPoint[],
  layout: ChartLayout = WIDE_LAYOUT,
): ChartGeometry {
  const {plotLeft, plotRight, tsbTop, tsbBottom} = layout;
  const days = series.length;
  const x = (day: number) => plotLeft + (day / Math.max(1, days - 1)) * (plotRight - plotLeft);

  const loadMax = Math.max(10, ...series.map((p) => Math.max(p.ctl, p.atl)));
  const loadStep = niceStep(loadMax);
  const loadTop = Math.ceil((loadMax * 1.05) / loadStep) * loadStep;
  const yLoad = (value: number) =>
    layout.loadBottom - (value / loadTop) * (layout.loadBottom - layout.loadTop);

  const tsbValues = series.map((p) => p.tsb);
  const tsbMin = Math.min(TSB_ZONES.danger[1] - 10, Math.floor((Math.min(...tsbValues) - 5) / 10) * 10);
  const tsbMax = Math.max(TSB_ZONES.peak[1] + 5, Math.ceil((Math.max(...tsbValues) + 5) / 10) * 10);
  const yTsb = (value: number) => tsbBottom - ((value - tsbMin) / (tsbMax - tsbMin)) * (tsbBottom - tsbTop);

  const bands = (Object.entries(TSB_ZONES) as [TsbZone, readonly [number, number]][]).map(
    ([zone, [lo, hi]]) => {
      // "peak" also covers everything above its upper bound.
      const top = zone === 'peak' ? tsbMax : Math.min(hi, tsbMax);
      const bottom = Math.max(lo, tsbMin);
      return {zone, y: yTsb(top), height: yTsb(bottom) - yTsb(top)};
    },
  );

  const weeks = Math.ceil(days / DAYS_PER_WEEK);
  const tsbPoints = series.map((p) => [x(p.day), yTsb(p.tsb)] as const);
  return {
    x,
    yLoad,
    yTsb,
    loadTop,
    loadStep,
    tsbMin,
    tsbMax,
    bands,
    ctlPath: linePath(series.map((p) => [x(p.day), yLoad(p.ctl)])),
    atlPath: linePath(series.map((p) => [x(p.day), yLoad(p.atl)])),
    tsbPath: linePath(tsbPoints),
    tsbPoints,
    weeks,
    weekStarts: Array.from({length: weeks + 1}, (_, week) => Math.min(week * DAYS_PER_WEEK, days - 1)),
    lastDay: days - 1,
  };
}

/** Where a zone's name goes inside the plot: the x its text ends at, and the y of its middle. */
export interface InsideLabel {
  readonly x: number;
  readonly y: number;
}

/** Room between a name inside the plot and the plot's edge, and half a 13-unit name's height with its halo. */
const INSIDE_INSET = 4;
const HALF_LABEL_HEIGHT = 8;
/** How far a name's middle line keeps from the form line: half its height and the line's half-width. */
const LABEL_CLEARANCE = HALF_LABEL_HEIGHT + 2;
/** About how wide a 13-unit name is per character (the site's sans-serif averages 0.55–0.6 em). */
const LABEL_UNITS_PER_CHARACTER = 7.8;
/** How far apart the places tried along the band are. */
const LABEL_STEP = 6;

/**
 * Where to put a zone's name inside its band (the narrow layout, which has no margin for it) so the form
 * line does not run through it: at the plot's right end, as near the band's middle as the line leaves room;
 * where it leaves none there, the nearest place to the left that it does; where it leaves none anywhere,
 * the place it comes least near. `points` are the form line's points in the SVG's units; the distance is
 * from the name's middle line to the line's segments under the name.
 */
export function insideLabel(
  band: ZoneBand,
  text: string,
  points: readonly (readonly [number, number])[],
  layout: ChartLayout,
): InsideLabel {
  const width = text.length * LABEL_UNITS_PER_CHARACTER;
  const middle = band.y + band.height / 2;
  const top = band.y + HALF_LABEL_HEIGHT;
  const bottom = band.y + band.height - HALF_LABEL_HEIGHT;
  // The middle first, then heights out towards the band's edges, a unit apart.
  const heights = [middle];
  for (let step = 1; middle - step >= top || middle + step <= bottom; step += 1) {
    if (middle - step >= top) heights.push(middle - step);
    if (middle + step <= bottom) heights.push(middle + step);
  }
  const ends: number[] = [];
  for (
    let x = layout.plotRight - INSIDE_INSET;
    x - width >= layout.plotLeft + INSIDE_INSET;
    x -= LABEL_STEP
  ) {
    ends.push(x);
  }
  // How near the line comes to a name's middle line at `y` under the name ending at `end`: each segment of
  // the line is cut to the name's span, and a segment that crosses the middle line comes to 0.
  const clearance = (end: number, y: number) => {
    const from = end - width;
    let near = Infinity;
    for (let i = 1; i < points.length; i += 1) {
      const [x0, y0] = points[i - 1]!;
      const [x1, y1] = points[i]!;
      if (x1 < from || x0 > end) continue;
      const at = (x: number) => (x1 === x0 ? y1 : y0 + ((x - x0) / (x1 - x0)) * (y1 - y0));
      const [a, b] = [at(Math.max(x0, from)), at(Math.min(x1, end))];
      near = Math.min(near, (a - y) * (b - y) <= 0 ? 0 : Math.min(Math.abs(a - y), Math.abs(b - y)));
    }
    return near;
  };
  let best = {x: layout.plotRight - INSIDE_INSET, y: middle, clear: -1};
  for (const x of ends) {
    for (const y of heights) {
      const clear = clearance(x, y);
      if (clear >= LABEL_CLEARANCE) return {x, y};
      if (clear > best.clear) best = {x, y, clear};
    }
  }
  return {x: best.x, y: best.y};
}
