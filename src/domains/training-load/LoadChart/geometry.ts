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
    tsbPath: linePath(series.map((p) => [x(p.day), yTsb(p.tsb)])),
    weeks,
    weekStarts: Array.from({length: weeks + 1}, (_, week) => Math.min(week * DAYS_PER_WEEK, days - 1)),
    lastDay: days - 1,
  };
}
