/**
 * The load chart's geometry as pure functions: where each day, value and zone band lands in the SVG's
 * 720 × 470 viewBox. The top panel holds CTL and ATL from 0 to a round maximum, the bottom panel TSB over the
 * TSB zones, always wide enough to show every zone boundary.
 */
import {TSB_ZONES} from '@site/src/constants';
import {DAYS_PER_WEEK, type LoadPoint} from '../metrics';
import type {TsbZone} from '../zones';

export const WIDTH = 720;
export const HEIGHT = 470;
export const PLOT_LEFT = 52;
export const PLOT_RIGHT = 596;
export const LOAD_TOP = 40;
export const LOAD_BOTTOM = 206;
export const TSB_TOP = 262;
export const TSB_BOTTOM = 420;
export const AXIS_LABEL_Y = 442;
export const BAND_LABEL_X = PLOT_RIGHT + 10;

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

/** Scales, zone bands and line paths for a non-empty series. */
export function chartGeometry(series: readonly LoadPoint[]): ChartGeometry {
  const days = series.length;
  const x = (day: number) => PLOT_LEFT + (day / Math.max(1, days - 1)) * (PLOT_RIGHT - PLOT_LEFT);

  const loadMax = Math.max(10, ...series.map((p) => Math.max(p.ctl, p.atl)));
  const loadStep = niceStep(loadMax);
  const loadTop = Math.ceil((loadMax * 1.05) / loadStep) * loadStep;
  const yLoad = (value: number) => LOAD_BOTTOM - (value / loadTop) * (LOAD_BOTTOM - LOAD_TOP);

  const tsbValues = series.map((p) => p.tsb);
  const tsbMin = Math.min(TSB_ZONES.danger[1] - 10, Math.floor((Math.min(...tsbValues) - 5) / 10) * 10);
  const tsbMax = Math.max(TSB_ZONES.peak[1] + 5, Math.ceil((Math.max(...tsbValues) + 5) / 10) * 10);
  const yTsb = (value: number) =>
    TSB_BOTTOM - ((value - tsbMin) / (tsbMax - tsbMin)) * (TSB_BOTTOM - TSB_TOP);

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
