/**
 * The load chart in words: the caption that tells the series' story, the SVG's description and the rows of
 * the weekly table. Pure functions of the series.
 */
import {formatSigned} from '@site/src/lib/format';
import {DAYS_PER_WEEK, seriesHighlights, type LoadPoint} from '../metrics';
import {TSB_ZONE_INFO, tsbZone} from '../zones';

const whole = (value: number) => String(Math.round(value));
const dayName = (day: number) => `day ${day + 1}`;
const weekOf = (day: number) => Math.floor(day / DAYS_PER_WEEK) + 1;

export interface ChartWords {
  /** The figure caption: start, peaks, lowest form and the last day's form. */
  readonly summary: string;
  /** The SVG's `<desc>`. */
  readonly description: string;
}

/** Caption and description of a non-empty series whose last day is called `lastDayLabel`. */
export function chartWords(series: readonly LoadPoint[], lastDayLabel: string): ChartWords {
  const days = series.length;
  const weeks = Math.ceil(days / DAYS_PER_WEEK);
  const lastDay = days - 1;
  const highlights = seriesHighlights(series);
  const lowestZone = tsbZone(highlights.lowestTsb);
  const endZone = tsbZone(highlights.endTsb);
  const ctlStory =
    highlights.peakCtlDay === lastDay
      ? `went from ${whole(highlights.startCtl)} to a peak of ${whole(highlights.peakCtl)} at the end of ` +
        `${lastDayLabel}, that day’s own load included`
      : `went from ${whole(highlights.startCtl)} to a peak of ${whole(highlights.peakCtl)} on ` +
        `${dayName(highlights.peakCtlDay)} (week ${weekOf(highlights.peakCtlDay)}) and ended at ${whole(highlights.endCtl)}`;
  const summary =
    `Over ${days} days (${weeks} weeks), CTL (fitness) ${ctlStory}. ` +
    `ATL (fatigue) peaked at ${whole(highlights.peakAtl)} on ` +
    `${dayName(highlights.peakAtlDay)}. The lowest TSB (form) was ${formatSigned(highlights.lowestTsb)} on ` +
    `${dayName(highlights.lowestTsbDay)} (week ${weekOf(highlights.lowestTsbDay)}, ` +
    // TSB is the morning's reading (yesterday's CTL − ATL), so the last day's is taken before its run.
    `${TSB_ZONE_INFO[lowestZone].label.toLowerCase()}); on the morning of ${lastDayLabel} TSB was ` +
    `${formatSigned(highlights.endTsb)} (${TSB_ZONE_INFO[endZone].label.toLowerCase()}).`;
  const description =
    `Line chart. Top panel: CTL and ATL per day. Bottom panel: TSB per day over shaded zones ` +
    `(danger, overreaching, optimal, fresh, peak). CTL ${whole(highlights.startCtl)} to ` +
    `${whole(highlights.endCtl)}; TSB on the morning of ${lastDayLabel} ${formatSigned(highlights.endTsb)}.`;
  return {summary, description};
}

export interface WeekRow {
  readonly week: number;
  readonly ctl: string;
  readonly atl: string;
  /** CTL − ATL at the end of the week: the next morning's TSB. */
  readonly formAfter: string;
  readonly zone: string;
}

/**
 * One row per week: CTL and ATL at the end of the week, and the form they give, CTL − ATL (the next
 * morning's TSB, as the worked example's "form after the week"), with its zone. So every row's form is its
 * own fitness minus fatigue; the morning TSB of the week's last day would still carry that day's run.
 */
export function weekRows(series: readonly LoadPoint[]): WeekRow[] {
  const weeks = Math.ceil(series.length / DAYS_PER_WEEK);
  const rows: WeekRow[] = [];
  for (let index = 0; index < weeks; index += 1) {
    const point = series[Math.min((index + 1) * DAYS_PER_WEEK - 1, series.length - 1)];
    if (!point) continue;
    const formAfter = point.ctl - point.atl;
    rows.push({
      week: index + 1,
      ctl: whole(point.ctl),
      atl: whole(point.atl),
      formAfter: formatSigned(formAfter),
      zone: TSB_ZONE_INFO[tsbZone(formAfter)].label,
    });
  }
  return rows;
}
