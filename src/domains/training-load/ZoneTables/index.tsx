/**
 * The training-load zones as tables, straight from src/constants.ts and ../zones.ts, so no
 * threshold is ever typed into a page: TSB (form) zones, ACWR zones, the weekly-volume and CTL-ramp rules,
 * and taper lengths by race distance. Every zone is a word and an icon as well as a colour.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {ACWR_ZONES, TAPER_GUIDES, TSB_ZONES, type Range} from '@site/src/constants';
import {describeRange, formatPercent, formatRange, formatSigned} from '@site/src/lib/format';
import {
  ACWR_COACH_ACTIONS,
  ACWR_ZONE_INFO,
  CTL_RAMP_ZONES,
  CTL_RAMP_ZONE_INFO,
  TSB_COACH_ACTIONS,
  TSB_ZONE_INFO,
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

interface TableProps {
  readonly caption: string;
  readonly head: readonly string[];
  readonly children: ReactNode;
  readonly className?: string;
}

/** A captioned table that scrolls sideways on narrow screens instead of overflowing. */
function Table({caption, head, children, className}: TableProps) {
  return (
    // Focusable so keyboard users can scroll it sideways on narrow screens.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={clsx(styles.scroller, className)} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            {head.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function ZoneCell({tone, label}: {readonly tone: Tone; readonly label: string}) {
  return (
    <th scope="row" className={styles.zone}>
      <ZoneBadge tone={tone} label={label} />
    </th>
  );
}

/** Highest form first, the way a runner reads it: race-ready at the top, recovery mode at the bottom. */
const TSB_ORDER: readonly TsbZone[] = ['peak', 'fresh', 'optimal', 'overreaching', 'danger'];

/** TSB (form) zones: range, meaning and what the coach does. */
export function TsbZonesTable() {
  return (
    <Table caption="Form (TSB) zones" head={['Zone', 'Form (TSB)', 'What it means', 'What the coach does']}>
      {TSB_ORDER.map((zone) => (
        <tr key={zone}>
          <ZoneCell tone={zoneTone('tsb', zone)} label={TSB_ZONE_INFO[zone].label} />
          <td className={styles.range}>{describeRange(TSB_ZONES[zone], signed)}</td>
          <td>{TSB_ZONE_INFO[zone].recommendation}</td>
          <td>{TSB_COACH_ACTIONS[zone]}</td>
        </tr>
      ))}
    </Table>
  );
}

const ACWR_ORDER: readonly AcwrZone[] = ['underloaded', 'safe', 'caution', 'danger'];

/** ACWR zones: range, meaning and what the coach does. */
export function AcwrZonesTable() {
  return (
    <Table
      caption="Acute-to-chronic workload ratio (ACWR) zones"
      head={['Zone', 'Ratio', 'What it means', 'What the coach does']}
    >
      {ACWR_ORDER.map((zone) => (
        <tr key={zone}>
          <ZoneCell tone={zoneTone('acwr', zone)} label={ACWR_ZONE_INFO[zone].label} />
          <td className={styles.range}>
            {/* A ratio cannot be negative: the lowest zone reads 'Below 0.8', not '0.0 to 0.8'. */}
            {ACWR_ZONES[zone][0] <= 0
              ? `Below ${ratio(ACWR_ZONES[zone][1])}`
              : describeRange(ACWR_ZONES[zone], ratio)}
          </td>
          <td>{ACWR_ZONE_INFO[zone].recommendation}</td>
          <td>{ACWR_COACH_ACTIONS[zone]}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Week-on-week volume change in percent. */
export function WeeklyVolumeTable() {
  const zones: readonly WeeklyVolumeZone[] = ['safe', 'caution', 'danger'];
  return (
    <Table caption="Week-on-week change in running volume" head={['Zone', 'Change', 'What it means']}>
      {zones.map((zone) => (
        <tr key={zone}>
          <ZoneCell tone={zoneTone('weeklyVolume', zone)} label={WEEKLY_VOLUME_ZONE_INFO[zone].label} />
          <td className={styles.range}>{describeRange(WEEKLY_VOLUME_ZONES[zone], formatPercent)}</td>
          <td>{WEEKLY_VOLUME_ZONE_INFO[zone].recommendation}</td>
        </tr>
      ))}
    </Table>
  );
}

const CTL_RAMP_ORDER: readonly CtlRampZone[] = ['easing', 'gentle', 'edge', 'aggressive'];

/** Fitness (CTL) ramp rate in points per week: a ceiling, not a target. */
export function CtlRampTable() {
  return (
    <Table
      caption="Fitness (CTL) ramp rate, in points per week"
      head={['Zone', 'CTL change a week', 'What it means']}
    >
      {CTL_RAMP_ORDER.map((zone) => (
        <tr key={zone}>
          <ZoneCell tone={zoneTone('ctlRamp', zone)} label={CTL_RAMP_ZONE_INFO[zone].label} />
          <td className={styles.range}>{rampRange(CTL_RAMP_ZONES[zone])}</td>
          <td>{CTL_RAMP_ZONE_INFO[zone].recommendation}</td>
        </tr>
      ))}
    </Table>
  );
}

/** Taper length by race distance, with the volume cut where the guidance gives one. */
export function TaperTable() {
  return (
    <Table caption="Taper length by race distance" head={['Race distance', 'Taper length', 'Volume']}>
      {TAPER_GUIDES.map((guide) => (
        <tr key={guide.distance}>
          <th scope="row">{guide.distance}</th>
          <td className={styles.range}>{formatRange(guide.days)} days</td>
          <td>
            {guide.volumeCutPercent ? `Cut by about ${guide.volumeCutPercent}%` : 'Reduced step by step'}
          </td>
        </tr>
      ))}
    </Table>
  );
}
