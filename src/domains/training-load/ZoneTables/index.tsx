/**
 * The training-load zones as tables, straight from src/constants.ts and ../zones.ts, so no
 * threshold is ever typed into a page: TSB (form) zones, ACWR zones, the weekly-volume and CTL-ramp rules,
 * and taper lengths by race distance. Every zone is a word and an icon as well as a colour.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import StackedTable from '@site/src/components/StackedTable';
import {ACWR_ZONES, TAPER_GUIDES, TSB_ZONES, type Range} from '@site/src/constants';
import {describeRange, formatPercent, formatRange, formatSigned} from '@site/src/lib/format';
import {
  ACWR_COACH_ACTIONS,
  ACWR_ZONE_INFO,
  ACWR_ZONE_MEANINGS,
  CTL_RAMP_ZONES,
  CTL_RAMP_ZONE_INFO,
  TSB_COACH_ACTIONS,
  TSB_ZONE_INFO,
  TSB_ZONE_MEANINGS,
  WEEKLY_VOLUME_ZONES,
  WEEKLY_VOLUME_ZONE_INFO,
  zoneTone,
  type AcwrZone,
  type CtlRampZone,
  type Tone,
  type TsbZone,
  type WeeklyVolumeZone,
} from '../zones';
import ZoneBadge from '../ZoneBadge';
import styles from './styles.module.css';

const signed = (value: number) => formatSigned(value);
const ratio = (value: number) => value.toFixed(1);
const points = (value: number) => `${value} points`;
/** A ramp band in words: 'Below 0 points', '0 to 5 points', '7 points and above'. */
const rampRange = (range: Range) =>
  range.every(Number.isFinite) ? `${range[0]} to ${range[1]} points` : describeRange(range, points);

interface Row {
  readonly key: string;
  /** The row's header: a zone's badge or a race distance. */
  readonly header: ReactNode;
  /** A zone's badge keeps to one line in the table, with the range under it. */
  readonly zone?: boolean;
  /** The range: in bold, on one line; the second column, or under the zone's badge. */
  readonly range: ReactNode;
  /** The columns of words after it. */
  readonly cells: readonly ReactNode[];
}

interface TableProps {
  readonly caption: string;
  readonly head: readonly string[];
  readonly rows: readonly Row[];
}

/**
 * A captioned table on wide screens; on phones and small tablets, where its columns of prose would not
 * fit, one card per row with every value under its column's name (StackedTable). In a table of zones the
 * range sits under the zone's badge, in the row's header, rather than in a column of its own: a badge and a
 * range side by side, neither of which wraps, left the columns of prose about 190 px each in a docs page's
 * 790 px, seven or eight lines a cell.
 */
function Table({caption, head, rows}: TableProps) {
  const rangeUnderZone = rows.every((row) => row.zone);
  const columns = rangeUnderZone ? [head[0], ...head.slice(2)] : head;
  return (
    <StackedTable
      caption={caption}
      labels={head.slice(1)}
      below="tablet"
      rows={rows.map((row) => ({
        key: row.key,
        title: row.header,
        cells: [
          <span key="range" className={styles.range}>
            {row.range}
          </span>,
          ...row.cells,
        ],
      }))}
    >
      {/* Focusable so keyboard users can scroll it sideways should it ever be too wide. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((label) => (
                <th key={label} scope="col">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className={clsx(row.zone && styles.zone)}>
                  {row.header}
                  {rangeUnderZone && (
                    <span className={clsx(styles.range, styles.underZone)}>{row.range}</span>
                  )}
                </th>
                {!rangeUnderZone && <td className={styles.range}>{row.range}</td>}
                {row.cells.map((cell, column) => (
                  // Columns have a fixed order: the position is the column's identity.
                  <td key={column}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </StackedTable>
  );
}

const badge = (tone: Tone, label: string) => <ZoneBadge tone={tone} label={label} />;

/** Highest form first, the way a runner reads it: race-ready at the top, recovery mode at the bottom. */
const TSB_ORDER: readonly TsbZone[] = ['peak', 'fresh', 'optimal', 'overreaching', 'danger'];

/** TSB (form) zones: range, meaning and what the coach does. */
export function TsbZonesTable() {
  return (
    <Table
      caption="Form (TSB) zones"
      head={['Zone', 'Form (TSB)', 'What it means', 'What the coach does']}
      rows={TSB_ORDER.map((zone) => ({
        key: zone,
        header: badge(zoneTone('tsb', zone), TSB_ZONE_INFO[zone].label),
        zone: true,
        range: describeRange(TSB_ZONES[zone], signed),
        cells: [TSB_ZONE_MEANINGS[zone], TSB_COACH_ACTIONS[zone]],
      }))}
    />
  );
}

const ACWR_ORDER: readonly AcwrZone[] = ['underloaded', 'safe', 'caution', 'danger'];

/** ACWR zones: range, meaning and what the coach does. */
export function AcwrZonesTable() {
  return (
    <Table
      caption="Acute-to-chronic workload ratio (ACWR) zones"
      head={['Zone', 'Ratio', 'What it means', 'What the coach does']}
      rows={ACWR_ORDER.map((zone) => ({
        key: zone,
        header: badge(zoneTone('acwr', zone), ACWR_ZONE_INFO[zone].label),
        zone: true,
        // A ratio cannot be negative: the lowest zone reads 'Below 0.8', not '0.0 to 0.8'.
        range:
          ACWR_ZONES[zone][0] <= 0
            ? `Below ${ratio(ACWR_ZONES[zone][1])}`
            : describeRange(ACWR_ZONES[zone], ratio),
        cells: [ACWR_ZONE_MEANINGS[zone], ACWR_COACH_ACTIONS[zone]],
      }))}
    />
  );
}

/** Weekly volume change in percent, against the biggest of the three weeks before (`volumeReferenceWeek`). */
export function WeeklyVolumeTable() {
  const zones: readonly WeeklyVolumeZone[] = ['safe', 'caution', 'danger'];
  return (
    <Table
      caption="Weekly change in running volume, against your biggest recent week"
      head={['Zone', 'Change', 'What it means']}
      rows={zones.map((zone) => ({
        key: zone,
        header: badge(zoneTone('weeklyVolume', zone), WEEKLY_VOLUME_ZONE_INFO[zone].label),
        zone: true,
        range: describeRange(WEEKLY_VOLUME_ZONES[zone], formatPercent),
        cells: [WEEKLY_VOLUME_ZONE_INFO[zone].recommendation],
      }))}
    />
  );
}

const CTL_RAMP_ORDER: readonly CtlRampZone[] = ['easing', 'gentle', 'edge', 'aggressive'];

/** Fitness (CTL) ramp rate in points per week: a ceiling, not a target. */
export function CtlRampTable() {
  return (
    <Table
      caption="Fitness (CTL) ramp rate, in points per week"
      head={['Zone', 'CTL change a week', 'What it means']}
      rows={CTL_RAMP_ORDER.map((zone) => ({
        key: zone,
        header: badge(zoneTone('ctlRamp', zone), CTL_RAMP_ZONE_INFO[zone].label),
        zone: true,
        range: rampRange(CTL_RAMP_ZONES[zone]),
        cells: [CTL_RAMP_ZONE_INFO[zone].recommendation],
      }))}
    />
  );
}

/** Taper length by race distance, with the volume cut where the guidance gives one. */
export function TaperTable() {
  return (
    <Table
      caption="Taper length by race distance"
      head={['Race distance', 'Taper length', 'Volume']}
      rows={TAPER_GUIDES.map((guide) => ({
        key: guide.distance,
        header: guide.distance,
        range: `${formatRange(guide.days)} days`,
        cells: [guide.volumeCutPercent ? `Cut by about ${guide.volumeCutPercent}%` : 'Reduced step by step'],
      }))}
    />
  );
}
