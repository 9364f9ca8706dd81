/**
 * Performance-management chart: CTL (fitness), ATL (fatigue) and TSB (form) per day, drawn as pure SVG at
 * render time (server-rendered, no chart library). The top panel holds CTL and ATL, the bottom panel TSB
 * over horizontal bands for the TSB zones. Lines differ by dash pattern as well as colour, the legend and
 * zone bands carry text, and a caption plus a weekly table give the numbers in words. It is drawn twice, in
 * a wide layout and in a narrow one for phones (geometry.ts), and the stylesheet shows the one that fits the
 * figure's width, so its labels are read at near their own size on any screen.
 */
import {useId} from 'react';
import clsx from 'clsx';

import {DAYS_PER_WEEK, type LoadPoint} from '../metrics';
import {sampleSeries} from '../sampleAthlete';
import type {TsbZone} from '../zones';
import {LAYOUTS, chartGeometry, insideLabel, ticks, type ChartLayout} from './geometry';
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

/** Each panel's title in each layout: the narrow one has a phone's width for it. */
const PANEL_TITLES: Record<ChartLayout['name'], {readonly load: string; readonly tsb: string}> = {
  wide: {
    load: 'Fitness (CTL) and fatigue (ATL), training-stress points',
    tsb: 'Form each morning (yesterday’s CTL − ATL) and its zones',
  },
  narrow: {load: 'Fitness (CTL), fatigue (ATL)', tsb: 'Form each morning, by zone'},
};

/** A horizontal grid line across the plot with its value on the left axis. */
function GridLine({
  layout,
  y,
  label,
  zero = false,
}: {
  readonly layout: ChartLayout;
  readonly y: number;
  readonly label: string;
  readonly zero?: boolean;
}) {
  return (
    <g>
      <line
        className={zero ? styles.zeroLine : styles.grid}
        x1={layout.plotLeft}
        x2={layout.plotRight}
        y1={y}
        y2={y}
      />
      <text className={styles.tick} x={layout.plotLeft - 8} y={y} textAnchor="end" dominantBaseline="middle">
        {label}
      </text>
    </g>
  );
}

interface ChartSvgProps {
  readonly series: readonly LoadPoint[];
  readonly layout: ChartLayout;
  readonly title: string;
  readonly description: string;
  readonly lastDayLabel: string;
}

/**
 * The chart in one layout. CSS shows one layout at a time; the other is display: none, and so out of the
 * accessibility tree too.
 */
function ChartSvg({series, layout, title, description, lastDayLabel}: ChartSvgProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const descId = `${id}-desc`;
  const {plotLeft, plotRight, loadTop, tsbTop, tsbBottom, axisLabelY, titleX, labels} = layout;
  const geometry = chartGeometry(series, layout);
  const {x, yLoad, yTsb, loadStep, tsbMin, tsbMax, bands, ctlPath, atlPath, tsbPath} = geometry;
  const {weeks, weekStarts, lastDay} = geometry;
  const inside = labels === 'inside';

  return (
    <svg
      className={clsx(styles.chart, styles[layout.name])}
      data-layout={layout.name}
      viewBox={`0 0 ${layout.width} ${layout.height}`}
      preserveAspectRatio="xMidYMid meet"
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>{description}</desc>

      {/* ---- top panel: CTL and ATL ---- */}
      <text className={styles.panelTitle} x={titleX} y={loadTop - (inside ? 28 : 16)}>
        {PANEL_TITLES[layout.name].load}
      </text>
      {ticks(0, geometry.loadTop, loadStep).map((value) => (
        <GridLine key={`load-${value}`} layout={layout} y={yLoad(value)} label={String(value)} />
      ))}
      <path className={styles.ctl} d={ctlPath} fill="none" data-series="ctl" />
      <path className={styles.atl} d={atlPath} fill="none" data-series="atl" />

      {/* ---- bottom panel: TSB over zone bands ---- */}
      <text className={styles.panelTitle} x={titleX} y={tsbTop - 16}>
        {PANEL_TITLES[layout.name].tsb}
      </text>
      {bands.map(({zone, y, height}) =>
        height > 0 ? (
          <rect
            key={zone}
            data-zone={zone}
            className={clsx(styles.band, styles[zone])}
            x={plotLeft}
            y={y}
            width={plotRight - plotLeft}
            height={height}
          />
        ) : null,
      )}
      {ticks(tsbMin, tsbMax, 10).map((value) => (
        <GridLine
          key={`tsb-${value}`}
          layout={layout}
          y={yTsb(value)}
          label={value > 0 ? `+${value}` : value < 0 ? `\u2212${-value}` : '0'}
          zero={value === 0}
        />
      ))}
      <path className={styles.tsb} d={tsbPath} fill="none" data-series="tsb" />
      {/* Each zone's name, after the line: inside the plot (narrow), where the line keeps clear of it. */}
      {bands.map((band) => {
        if (band.height <= 0) return null;
        const name = SHORT_ZONE_NAME[band.zone];
        const place = inside
          ? insideLabel(band, name, geometry.tsbPoints, layout)
          : {x: plotRight + 10, y: band.y + band.height / 2};
        return (
          <text
            key={band.zone}
            className={clsx(styles.bandLabel, inside && styles.haloed)}
            x={place.x}
            y={place.y}
            textAnchor={inside ? 'end' : undefined}
            dominantBaseline="middle"
          >
            {name}
          </text>
        );
      })}

      {/* ---- shared x axis: weeks, and the last day ---- */}
      {weekStarts.map((day, index) => (
        <line
          key={`week-${index}`}
          className={styles.weekTick}
          x1={x(day)}
          x2={x(day)}
          y1={tsbBottom}
          y2={tsbBottom + 6}
        />
      ))}
      {Array.from({length: weeks}, (_, index) => (
        <text
          key={`week-label-${index}`}
          className={styles.tick}
          x={(x(index * DAYS_PER_WEEK) + x(Math.min((index + 1) * DAYS_PER_WEEK, lastDay))) / 2}
          y={tsbBottom + 20}
          textAnchor="middle"
        >
          {index + 1}
        </text>
      ))}
      <text
        className={styles.axisTitle}
        x={(plotLeft + plotRight) / 2}
        y={axisLabelY + 16}
        textAnchor="middle"
      >
        Week
      </text>
      <line className={styles.marker} x1={x(lastDay)} x2={x(lastDay)} y1={loadTop - 6} y2={tsbBottom} />
      {/* Wide: beside the marker's top, in the margin right of the plot, clear of the panel's title even
          with WCAG 1.4.12's wider letter spacing. Narrow: above the plot, ending at the marker, on a row
          of its own under the panel's title, ending at the marker. */}
      <text
        className={styles.markerLabel}
        x={inside ? x(lastDay) : x(lastDay) + 6}
        y={inside ? loadTop - 12 : loadTop + 4}
        textAnchor={inside ? 'end' : undefined}
        dominantBaseline={inside ? undefined : 'middle'}
      >
        {lastDayLabel}
      </text>
    </svg>
  );
}

export default function LoadChart({
  series = sampleSeries(),
  lastDayLabel = 'race day',
  title,
  className,
}: LoadChartProps) {
  if (series.length === 0) {
    return <p className={clsx(styles.empty, className)}>No training data to chart yet.</p>;
  }

  const weeks = Math.ceil(series.length / DAYS_PER_WEEK);
  const chartTitle =
    title ??
    `Fitness, fatigue and form across a ${weeks}-week ${series === sampleSeries() ? 'half-marathon build' : 'training block'}`;
  const {summary, description} = chartWords(series, lastDayLabel);

  return (
    <figure className={clsx(styles.figure, className)}>
      <Legend />
      {LAYOUTS.map((layout) => (
        <ChartSvg
          key={layout.name}
          series={series}
          layout={layout}
          title={chartTitle}
          description={description}
          lastDayLabel={lastDayLabel}
        />
      ))}
      <WeeklyTable rows={weekRows(series)} />
      <figcaption className={styles.caption}>{summary}</figcaption>
    </figure>
  );
}
