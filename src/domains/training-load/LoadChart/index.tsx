/**
 * Performance-management chart: CTL (fitness), ATL (fatigue) and TSB (form) per day, drawn as pure SVG at
 * render time (server-rendered, no chart library). The top panel holds CTL and ATL, the bottom panel TSB
 * over horizontal bands for the TSB zones. Lines differ by dash pattern as well as colour, the legend and
 * zone bands carry text, and a caption plus a weekly table give the numbers in words.
 */
import {useId} from 'react';
import clsx from 'clsx';

import {DAYS_PER_WEEK, type LoadPoint} from '../metrics';
import {sampleSeries} from '../sampleAthlete';
import type {TsbZone} from '../zones';
import {
  AXIS_LABEL_Y,
  BAND_LABEL_X,
  HEIGHT,
  LOAD_TOP,
  PLOT_LEFT,
  PLOT_RIGHT,
  TSB_BOTTOM,
  TSB_TOP,
  WIDTH,
  chartGeometry,
  ticks,
} from './geometry';
import Legend from './Legend';
import WeeklyTable from './WeeklyTable';
import {chartWords, weekRows} from './words';
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

const SHORT_ZONE_NAME: Record<TsbZone, string> = {
  danger: 'Danger',
  overreaching: 'Overreaching',
  optimal: 'Optimal',
  fresh: 'Fresh',
  peak: 'Peak',
};

/** A horizontal grid line across the plot with its value on the left axis. */
function GridLine({
  y,
  label,
  zero = false,
}: {
  readonly y: number;
  readonly label: string;
  readonly zero?: boolean;
}) {
  return (
    <g>
      <line className={zero ? styles.zeroLine : styles.grid} x1={PLOT_LEFT} x2={PLOT_RIGHT} y1={y} y2={y} />
      <text className={styles.tick} x={PLOT_LEFT - 8} y={y} textAnchor="end" dominantBaseline="middle">
        {label}
      </text>
    </g>
  );
}

export default function LoadChart({
  series = sampleSeries(),
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

  const geometry = chartGeometry(series);
  const {x, yLoad, yTsb, loadTop, loadStep, tsbMin, tsbMax, bands, ctlPath, atlPath, tsbPath} = geometry;
  const {weeks, weekStarts, lastDay} = geometry;
  const chartTitle =
    title ??
    `Fitness, fatigue and form across a ${weeks}-week ${series === sampleSeries() ? 'half-marathon build' : 'training block'}`;
  const {summary, description} = chartWords(series, lastDayLabel);

  return (
    <figure className={clsx(styles.figure, className)}>
      <Legend />

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
          <GridLine key={`load-${value}`} y={yLoad(value)} label={String(value)} />
        ))}
        <path className={styles.ctl} d={ctlPath} fill="none" data-series="ctl" />
        <path className={styles.atl} d={atlPath} fill="none" data-series="atl" />

        {/* ---- bottom panel: TSB over zone bands ---- */}
        <text className={styles.panelTitle} x={PLOT_LEFT} y={TSB_TOP - 16}>
          Form each morning (yesterday’s CTL − ATL) and its zones
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
          <GridLine
            key={`tsb-${value}`}
            y={yTsb(value)}
            label={value > 0 ? `+${value}` : value < 0 ? `\u2212${-value}` : '0'}
            zero={value === 0}
          />
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
        {/* Beside the marker's top, in the margin right of the plot: clear of the panel's title even with
            WCAG 1.4.12's wider letter spacing. */}
        <text className={styles.markerLabel} x={x(lastDay) + 6} y={LOAD_TOP + 4} dominantBaseline="middle">
          {lastDayLabel}
        </text>
      </svg>

      <WeeklyTable rows={weekRows(series)} />
      <figcaption className={styles.caption}>{summary}</figcaption>
    </figure>
  );
}
