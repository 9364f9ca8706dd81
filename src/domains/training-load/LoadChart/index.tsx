/**
 * Performance-management chart: CTL (fitness), ATL (fatigue) and TSB (form) per day, drawn as pure SVG at
 * render time (server-rendered, no chart library). The top panel holds CTL and ATL, the bottom panel TSB
 * over horizontal bands for the TSB zones. Lines differ by dash pattern as well as colour, the legend and
 * zone bands carry text, and a caption plus a weekly table give the numbers in words.
 */
import {useId} from 'react';
import clsx from 'clsx';

import ScrollRegion from '@site/src/components/ScrollRegion';
import {ATL_DAYS, CTL_DAYS, TSB_ZONES} from '@site/src/constants';
import {formatSigned} from '@site/src/lib/format';
import {DAYS_PER_WEEK, seriesHighlights, type LoadPoint} from '../metrics';
import {sampleSeries} from '../sampleAthlete';
import {TSB_ZONE_INFO, tsbZone, type TsbZone} from '../zones';

import styles from './styles.module.css';

export interface LoadChartProps {
  /** Daily CTL/ATL/TSB values, oldest first. Defaults to the sample athlete's 12-week half-marathon build. */
  series?: readonly LoadPoint[];
  /** What the last day is called in the summary. */
  lastDayLabel?: string;
  /** Chart title (also the SVG's accessible name). Defaults to one naming the number of weeks. */
  title?: string;
  className?: string;
}

/* ---------------------------------------------------------------- layout */

const WIDTH = 720;
const HEIGHT = 470;
const PLOT_LEFT = 52;
const PLOT_RIGHT = 612;
const LOAD_TOP = 40;
const LOAD_BOTTOM = 206;
const TSB_TOP = 262;
const TSB_BOTTOM = 420;
const AXIS_LABEL_Y = 442;
const BAND_LABEL_X = PLOT_RIGHT + 10;

const SHORT_ZONE_NAME: Record<TsbZone, string> = {
  danger: 'Danger',
  overreaching: 'Overreaching',
  optimal: 'Optimal',
  fresh: 'Fresh',
  peak: 'Peak',
};

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

function niceStep(span: number): number {
  return span > 100 ? 20 : 10;
}

function ticks(min: number, max: number, step: number): number[] {
  const values: number[] = [];
  for (let value = Math.ceil(min / step) * step; value <= max; value += step) values.push(value);
  return values;
}

function linePath(points: readonly (readonly [number, number])[]): string {
  return points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${round(x)} ${round(y)}`).join(' ');
}

const whole = (value: number) => String(Math.round(value));
const dayName = (day: number) => `day ${day + 1}`;
const weekOf = (day: number) => Math.floor(day / DAYS_PER_WEEK) + 1;

/* -------------------------------------------------------------- component */

export default function LoadChart({
  series = sampleSeries,
  lastDayLabel = 'race day',
  title,
  className,
}: LoadChartProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;

  if (series.length === 0) {
    return <p className={clsx(styles.empty, className)}>No training data to chart yet.</p>;
  }

  const days = series.length;
  const highlights = seriesHighlights(series);
  const x = (day: number) => PLOT_LEFT + (day / Math.max(1, days - 1)) * (PLOT_RIGHT - PLOT_LEFT);

  // Top panel: CTL and ATL from 0 to a round maximum.
  const loadMax = Math.max(10, ...series.map((p) => Math.max(p.ctl, p.atl)));
  const loadStep = niceStep(loadMax);
  const loadTop = Math.ceil((loadMax * 1.05) / loadStep) * loadStep;
  const yLoad = (value: number) => LOAD_BOTTOM - (value / loadTop) * (LOAD_BOTTOM - LOAD_TOP);

  // Bottom panel: TSB, always wide enough to show every zone boundary.
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

  const ctlPath = linePath(series.map((p) => [x(p.day), yLoad(p.ctl)]));
  const atlPath = linePath(series.map((p) => [x(p.day), yLoad(p.atl)]));
  const tsbPath = linePath(series.map((p) => [x(p.day), yTsb(p.tsb)]));

  const weeks = Math.ceil(days / DAYS_PER_WEEK);
  const chartTitle =
    title ??
    `Fitness, fatigue and form across a ${weeks}-week ${series === sampleSeries ? 'half-marathon build' : 'training block'}`;
  const weekStarts = Array.from({length: weeks + 1}, (_, week) => Math.min(week * DAYS_PER_WEEK, days - 1));
  const lastDay = days - 1;

  const lowestZone = tsbZone(highlights.lowestTsb);
  const endZone = tsbZone(highlights.endTsb);
  const ctlStory =
    highlights.peakCtlDay === lastDay
      ? `went from ${whole(highlights.startCtl)} to a peak of ${whole(highlights.peakCtl)} on ${lastDayLabel}`
      : `went from ${whole(highlights.startCtl)} to a peak of ${whole(highlights.peakCtl)} on ` +
        `${dayName(highlights.peakCtlDay)} (week ${weekOf(highlights.peakCtlDay)}) and ended at ${whole(highlights.endCtl)}`;
  const summary =
    `Over ${days} days (${weeks} weeks), CTL (fitness) ${ctlStory}. ` +
    `ATL (fatigue) peaked at ${whole(highlights.peakAtl)} on ` +
    `${dayName(highlights.peakAtlDay)}. The lowest TSB (form) was ${formatSigned(highlights.lowestTsb)} on ` +
    `${dayName(highlights.lowestTsbDay)} (week ${weekOf(highlights.lowestTsbDay)}, ` +
    `${TSB_ZONE_INFO[lowestZone].label.toLowerCase()}); on ${lastDayLabel} TSB was ` +
    `${formatSigned(highlights.endTsb)} (${TSB_ZONE_INFO[endZone].label.toLowerCase()}).`;
  const description =
    `Line chart. Top panel: CTL and ATL per day. Bottom panel: TSB per day over shaded zones ` +
    `(danger, overreaching, optimal, fresh, peak). CTL ${whole(highlights.startCtl)} to ` +
    `${whole(highlights.endCtl)}; TSB on ${lastDayLabel} ${formatSigned(highlights.endTsb)}.`;

  const weekRows = Array.from({length: weeks}, (_, index) => {
    const point = series[Math.min((index + 1) * DAYS_PER_WEEK - 1, lastDay)];
    return point ? {week: index + 1, point} : null;
  }).filter((row) => row !== null);

  return (
    <figure className={clsx(styles.figure, className)}>
      {/* An explicit role lets the list carry a name (html-validate: aria-label-misuse). */}
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
      <ul role="list" className={styles.legend} aria-label="Chart legend">
        <li>
          <svg className={styles.swatch} viewBox="0 0 36 12" aria-hidden="true">
            <line className={styles.ctl} x1="0" y1="6" x2="36" y2="6" fill="none" />
          </svg>
          CTL: fitness ({CTL_DAYS}-day average), solid line
        </li>
        <li>
          <svg className={styles.swatch} viewBox="0 0 36 12" aria-hidden="true">
            <line className={styles.atl} x1="0" y1="6" x2="36" y2="6" fill="none" />
          </svg>
          ATL: fatigue ({ATL_DAYS}-day average), dashed line
        </li>
        <li>
          <svg className={styles.swatch} viewBox="0 0 36 12" aria-hidden="true">
            <line className={styles.tsb} x1="0" y1="6" x2="36" y2="6" fill="none" />
          </svg>
          TSB: form (CTL − ATL), dash-dot line
        </li>
      </ul>

      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="xMidYMid meet"
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
      >
        <title id={titleId}>{chartTitle}</title>
        <desc id={descId}>{description}</desc>

        {/* ---- top panel: CTL and ATL ---- */}
        <text className={styles.panelTitle} x={PLOT_LEFT} y={LOAD_TOP - 16}>
          Fitness (CTL) and fatigue (ATL), training-stress points
        </text>
        {ticks(0, loadTop, loadStep).map((value) => (
          <g key={`load-${value}`}>
            <line
              className={styles.grid}
              x1={PLOT_LEFT}
              x2={PLOT_RIGHT}
              y1={yLoad(value)}
              y2={yLoad(value)}
            />
            <text
              className={styles.tick}
              x={PLOT_LEFT - 8}
              y={yLoad(value)}
              textAnchor="end"
              dominantBaseline="middle"
            >
              {value}
            </text>
          </g>
        ))}
        <path className={styles.ctl} d={ctlPath} fill="none" data-series="ctl" />
        <path className={styles.atl} d={atlPath} fill="none" data-series="atl" />

        {/* ---- bottom panel: TSB over zone bands ---- */}
        <text className={styles.panelTitle} x={PLOT_LEFT} y={TSB_TOP - 16}>
          Form (TSB = CTL − ATL) and its zones
        </text>
        {bands.map(({zone, y, height}) =>
          height > 0 ? (
            <g key={zone} data-zone={zone}>
              <rect
                className={clsx(styles.band, styles[zone])}
                x={PLOT_LEFT}
                y={y}
                width={PLOT_RIGHT - PLOT_LEFT}
                height={height}
              />
              <text
                className={styles.bandLabel}
                x={BAND_LABEL_X}
                y={y + height / 2}
                dominantBaseline="middle"
              >
                {SHORT_ZONE_NAME[zone]}
              </text>
            </g>
          ) : null,
        )}
        {ticks(tsbMin, tsbMax, 10).map((value) => (
          <g key={`tsb-${value}`}>
            <line
              className={value === 0 ? styles.zeroLine : styles.grid}
              x1={PLOT_LEFT}
              x2={PLOT_RIGHT}
              y1={yTsb(value)}
              y2={yTsb(value)}
            />
            <text
              className={styles.tick}
              x={PLOT_LEFT - 8}
              y={yTsb(value)}
              textAnchor="end"
              dominantBaseline="middle"
            >
              {value > 0 ? `+${value}` : value < 0 ? `\u2212${-value}` : '0'}
            </text>
          </g>
        ))}
        <path className={styles.tsb} d={tsbPath} fill="none" data-series="tsb" />

        {/* ---- shared x axis: weeks, and the last day ---- */}
        {weekStarts.map((day, index) => (
          <line
            key={`week-${index}`}
            className={styles.weekTick}
            x1={x(day)}
            x2={x(day)}
            y1={TSB_BOTTOM}
            y2={TSB_BOTTOM + 6}
          />
        ))}
        {Array.from({length: weeks}, (_, index) => (
          <text
            key={`week-label-${index}`}
            className={styles.tick}
            x={(x(index * DAYS_PER_WEEK) + x(Math.min((index + 1) * DAYS_PER_WEEK, lastDay))) / 2}
            y={TSB_BOTTOM + 20}
            textAnchor="middle"
          >
            {index + 1}
          </text>
        ))}
        <text
          className={styles.axisTitle}
          x={(PLOT_LEFT + PLOT_RIGHT) / 2}
          y={AXIS_LABEL_Y + 16}
          textAnchor="middle"
        >
          Week
        </text>
        <line className={styles.marker} x1={x(lastDay)} x2={x(lastDay)} y1={LOAD_TOP - 6} y2={TSB_BOTTOM} />
        <text className={styles.markerLabel} x={x(lastDay)} y={LOAD_TOP - 10} textAnchor="end">
          {lastDayLabel}
        </text>
      </svg>

      <details className={styles.details}>
        <summary>Weekly values</summary>
        <ScrollRegion label="Weekly values table">
          <table className={styles.table}>
            <caption className="visually-hidden">
              CTL and ATL at the end of each week, and TSB (form) on its last day
            </caption>
            <thead>
              <tr>
                <th scope="col">Week</th>
                <th scope="col">CTL (fitness)</th>
                <th scope="col">ATL (fatigue)</th>
                <th scope="col">TSB (form)</th>
                <th scope="col">Form zone</th>
              </tr>
            </thead>
            <tbody>
              {weekRows.map(({week, point}) => (
                <tr key={week}>
                  <th scope="row">{week}</th>
                  <td>{whole(point.ctl)}</td>
                  <td>{whole(point.atl)}</td>
                  <td>{formatSigned(point.tsb)}</td>
                  <td>{TSB_ZONE_INFO[tsbZone(point.tsb)].label}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </details>
      <figcaption className={styles.caption}>{summary}</figcaption>
    </figure>
  );
}
