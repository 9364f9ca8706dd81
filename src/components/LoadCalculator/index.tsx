/**
 * Injury-risk calculator: the visitor enters the last four weeks of running (total minutes, average effort,
 * optional distance) and gets the acute and chronic session-RPE load, the acute:chronic workload ratio with
 * its zone, the change from last week and a one-line recommendation.
 *
 * Results are computed on render from the last submitted values, so the prefilled example shows in the
 * server-rendered HTML. Fields are validated on blur and on submit; nothing throws.
 */
import {useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';

import {MAX_WEEKLY_RUN_KM, MAX_WEEKLY_RUN_MINUTES, RPE_SCALE} from '@site/src/constants';
import {
  ACWR_WEEKS,
  ACWR_ZONE_INFO,
  WEEKLY_VOLUME_ZONE_INFO,
  ZONE_SEVERITY,
  acwrZone,
  formatSigned,
  weeklyAcwr,
  weeklySessionRpeLoad,
  weeklyVolumeChangePercent,
  weeklyVolumeZone,
  type AcwrZone,
  type WeeklyVolumeZone,
} from '@site/src/lib/trainingLoad';

import styles from './styles.module.css';

/** One week as typed: text, so that half-typed or invalid input can be kept and explained. */
export interface WeekEntry {
  /** Total running minutes in the week. */
  minutes: string;
  /** Average effort (session RPE) on the 1–10 scale. */
  effort: string;
  /** Total distance in km; optional (empty string). */
  distanceKm: string;
}

export interface LoadCalculatorProps {
  /**
   * The four weeks, oldest first (the last entry is this week). Defaults to an example build so a result
   * is visible before any typing, including in the server-rendered HTML.
   */
  initialWeeks?: readonly WeekEntry[];
  className?: string;
}

type FieldName = keyof WeekEntry;
type FieldErrors = Partial<Record<FieldName, string>>;
type Tone = 'safe' | 'caution' | 'danger' | 'info';

const FIELDS: readonly FieldName[] = ['minutes', 'effort', 'distanceKm'];
const [RPE_MIN, RPE_MAX] = RPE_SCALE;

/** A steady build: 240 → 250 → 260 minutes at effort 5, then 280 minutes at effort 6 this week. */
const EXAMPLE_WEEKS: readonly WeekEntry[] = [
  {minutes: '240', effort: '5', distanceKm: '40'},
  {minutes: '250', effort: '5', distanceKm: '42'},
  {minutes: '260', effort: '5', distanceKm: '44'},
  {minutes: '280', effort: '6', distanceKm: '46'},
];

const EMPTY_WEEK: WeekEntry = {minutes: '', effort: '', distanceKm: ''};

const ACWR_TONE: Record<AcwrZone, Tone> = {
  underloaded: 'info',
  safe: 'safe',
  caution: 'caution',
  danger: 'danger',
};

const whole = new Intl.NumberFormat('en-US', {maximumFractionDigits: 0});

function weekLabel(index: number, count: number): string {
  const weeksAgo = count - 1 - index;
  if (weeksAgo === 0) return 'This week';
  if (weeksAgo === 1) return 'Last week';
  return `${weeksAgo} weeks ago`;
}

/* ------------------------------------------------------------ validation */

const NUMBER_PATTERN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

type Parsed = {kind: 'empty'} | {kind: 'notNumber'} | {kind: 'number'; value: number};

function parse(raw: string): Parsed {
  const text = raw.trim();
  if (text === '') return {kind: 'empty'};
  if (!NUMBER_PATTERN.test(text)) return {kind: 'notNumber'};
  const value = Number(text);
  return Number.isFinite(value) ? {kind: 'number', value} : {kind: 'notNumber'};
}

interface ValidWeek {
  minutes: number;
  /** null when the week had no running and no effort was given. */
  effort: number | null;
  distanceKm: number | null;
}

function validateWeek(entry: WeekEntry): {errors: FieldErrors; week: ValidWeek | null} {
  const errors: FieldErrors = {};

  let minutes: number | null = null;
  const rawMinutes = parse(entry.minutes);
  if (rawMinutes.kind === 'empty') errors.minutes = 'Enter the minutes you ran, or 0 for a week off.';
  else if (rawMinutes.kind === 'notNumber') errors.minutes = 'Enter minutes as a number, for example 240.';
  else if (rawMinutes.value < 0) errors.minutes = 'Minutes can’t be negative.';
  else if (rawMinutes.value > MAX_WEEKLY_RUN_MINUTES) {
    errors.minutes = `That is more than ${MAX_WEEKLY_RUN_MINUTES / 60} hours of running; enter ${MAX_WEEKLY_RUN_MINUTES} minutes or fewer.`;
  } else minutes = rawMinutes.value;

  let effort: number | null = null;
  const rawEffort = parse(entry.effort);
  const restWeek = minutes === 0;
  if (rawEffort.kind === 'empty') {
    if (!restWeek) errors.effort = `Enter your average effort from ${RPE_MIN} to ${RPE_MAX}.`;
  } else if (rawEffort.kind === 'notNumber') {
    errors.effort = `Enter effort as a number from ${RPE_MIN} to ${RPE_MAX}.`;
  } else if (rawEffort.value < 0) {
    errors.effort = `Effort can’t be negative; use ${RPE_MIN} (very easy) to ${RPE_MAX} (maximal).`;
  } else if (rawEffort.value < RPE_MIN || rawEffort.value > RPE_MAX) {
    errors.effort = `Effort must be between ${RPE_MIN} (very easy) and ${RPE_MAX} (maximal).`;
  } else effort = rawEffort.value;

  let distanceKm: number | null = null;
  const rawDistance = parse(entry.distanceKm);
  if (rawDistance.kind === 'notNumber') {
    errors.distanceKm = 'Enter distance as a number, for example 42.5, or leave it empty.';
  } else if (rawDistance.kind === 'number') {
    if (rawDistance.value < 0) errors.distanceKm = 'Distance can’t be negative.';
    else if (rawDistance.value > MAX_WEEKLY_RUN_KM) {
      errors.distanceKm = `That is more than ${MAX_WEEKLY_RUN_KM} km in a week; check the distance.`;
    } else distanceKm = rawDistance.value;
  }

  if (Object.keys(errors).length > 0 || minutes === null) return {errors, week: null};
  return {errors, week: {minutes, effort, distanceKm}};
}

/* ---------------------------------------------------------------- result */

interface VolumeChange {
  percent: number;
  basis: 'distance' | 'time';
  zone: WeeklyVolumeZone;
}

type Result =
  | {
      kind: 'ok';
      acute: number;
      chronic: number;
      ratio: number | null;
      zone: AcwrZone | null;
      change: VolumeChange | null;
      recommendation: string;
    }
  | {kind: 'invalid'; count: number}
  | {kind: 'prompt'}
  | {kind: 'error'};

function volumeChange(previous: ValidWeek, current: ValidWeek): VolumeChange | null {
  const byDistance = previous.distanceKm !== null && current.distanceKm !== null;
  const before = byDistance ? (previous.distanceKm ?? 0) : previous.minutes;
  const after = byDistance ? (current.distanceKm ?? 0) : current.minutes;
  const exact = weeklyVolumeChangePercent(before, after);
  if (exact === null) return null;
  // Classify the number shown, so a displayed "+10%" is never called "safe".
  const percent = Math.round(exact);
  return {percent, basis: byDistance ? 'distance' : 'time', zone: weeklyVolumeZone(percent)};
}

function computeResult(entries: readonly WeekEntry[]): {result: Result; errors: FieldErrors[]} {
  const checked = entries.map(validateWeek);
  const errors = checked.map((c) => c.errors);
  const count = errors.reduce((total, e) => total + Object.keys(e).length, 0);
  const weeks = checked.map((c) => c.week);
  if (count > 0 || weeks.some((w) => w === null)) return {result: {kind: 'invalid', count}, errors};

  try {
    const valid = weeks as ValidWeek[];
    const loads = valid.map((w) => (w.effort === null ? 0 : weeklySessionRpeLoad(w.minutes, w.effort)));
    const breakdown = weeklyAcwr(loads);
    if (!breakdown) return {result: {kind: 'error'}, errors};
    // Classify the ratio shown (two decimals), for the same reason as the volume change.
    const ratio = breakdown.ratio === null ? null : Math.round(breakdown.ratio * 100) / 100;
    const zone = ratio === null ? null : acwrZone(ratio);
    const previous = valid[valid.length - 2];
    const current = valid[valid.length - 1];
    const change = previous && current ? volumeChange(previous, current) : null;

    let recommendation =
      zone === null
        ? 'No running in the last four weeks: start with short, easy runs and build up gradually.'
        : ACWR_ZONE_INFO[zone].recommendation;
    const acwrSeverity = zone === null ? 0 : ZONE_SEVERITY.acwr[zone];
    if (change && ZONE_SEVERITY.weeklyVolume[change.zone] > acwrSeverity) {
      recommendation = WEEKLY_VOLUME_ZONE_INFO[change.zone].recommendation;
    }
    return {
      result: {
        kind: 'ok',
        acute: breakdown.acute,
        chronic: breakdown.chronic,
        ratio,
        zone,
        change,
        recommendation,
      },
      errors,
    };
  } catch {
    return {result: {kind: 'error'}, errors};
  }
}

/* ------------------------------------------------------------- rendering */

function ZoneBadge({tone, children}: {tone: Tone; children: ReactNode}) {
  return <span className={clsx(styles.zone, styles[tone])}>{children}</span>;
}

function Results({result}: {result: Result}) {
  if (result.kind === 'prompt') {
    return (
      <p className={styles.notice}>
        Enter your last {ACWR_WEEKS} weeks and choose Calculate to see your result.
      </p>
    );
  }
  if (result.kind === 'invalid') {
    return (
      <p className={styles.notice}>
        {result.count === 1
          ? 'One field needs attention before the result can update.'
          : `${result.count} fields need attention before the result can update.`}
      </p>
    );
  }
  if (result.kind === 'error') {
    return (
      <p className={styles.notice}>Sorry, these figures could not be calculated. Check them and try again.</p>
    );
  }

  const {acute, chronic, ratio, zone, change, recommendation} = result;
  return (
    <>
      <p className={styles.resultsTitle}>Your result</p>
      <dl className={styles.metrics}>
        <div className={styles.metric}>
          <dt>Acute load (this week)</dt>
          <dd>
            {whole.format(acute)} <abbr title="arbitrary units: minutes × effort">AU</abbr>
          </dd>
        </div>
        <div className={styles.metric}>
          <dt>Chronic load (average of {ACWR_WEEKS} weeks)</dt>
          <dd>
            {whole.format(chronic)} <abbr title="arbitrary units: minutes × effort">AU</abbr>
          </dd>
        </div>
        <div className={styles.metric}>
          <dt>Acute:chronic workload ratio (ACWR)</dt>
          <dd>
            {ratio === null || zone === null ? (
              'Not available: no training load yet'
            ) : (
              <>
                <span className={styles.value}>{ratio.toFixed(2)}</span>{' '}
                <ZoneBadge tone={ACWR_TONE[zone]}>{ACWR_ZONE_INFO[zone].label}</ZoneBadge>
              </>
            )}
          </dd>
        </div>
        <div className={styles.metric}>
          <dt>Change from last week</dt>
          <dd>
            {change === null ? (
              'Not available: no running last week'
            ) : (
              <>
                <span className={styles.value}>{formatSigned(change.percent)}%</span> by {change.basis}{' '}
                <ZoneBadge tone={change.zone}>{WEEKLY_VOLUME_ZONE_INFO[change.zone].label}</ZoneBadge>
              </>
            )}
          </dd>
        </div>
      </dl>
      <p className={styles.recommendation}>
        <strong>Recommendation:</strong> {recommendation}
      </p>
    </>
  );
}

export default function LoadCalculator({initialWeeks = EXAMPLE_WEEKS, className}: LoadCalculatorProps) {
  const baseId = useId();
  const [entries, setEntries] = useState<WeekEntry[]>(() =>
    Array.from({length: ACWR_WEEKS}, (_, index) => ({...EMPTY_WEEK, ...initialWeeks[index]})),
  );
  const [errors, setErrors] = useState<FieldErrors[]>(() => entries.map(() => ({})));
  const [result, setResult] = useState<Result>(() => {
    const initial = computeResult(entries).result;
    // Incomplete starting values get a prompt, not a wall of error messages before any typing.
    return initial.kind === 'invalid' ? {kind: 'prompt'} : initial;
  });
  /** Field to focus once the messages from a failed submit are on screen (so they are announced with it). */
  const pendingFocus = useRef<string | null>(null);

  useEffect(() => {
    if (pendingFocus.current === null) return;
    document.getElementById(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  const fieldId = (week: number, field: FieldName) => `${baseId}-week${week}-${field}`;

  /** Re-checks the given fields of one week against its current entry and stores their messages. */
  function revalidate(week: number, entry: WeekEntry, fields: readonly FieldName[]) {
    const {errors: found} = validateWeek(entry);
    setErrors((current) =>
      current.map((weekErrors, index) => {
        if (index !== week) return weekErrors;
        const next = {...weekErrors};
        for (const field of fields) {
          if (found[field]) next[field] = found[field];
          else delete next[field];
        }
        return next;
      }),
    );
  }

  function handleChange(week: number, field: FieldName) {
    return (event: ChangeEvent<HTMLInputElement>) => {
      const entry = {...(entries[week] ?? EMPTY_WEEK), [field]: event.target.value};
      setEntries((current) => current.map((e, index) => (index === week ? entry : e)));
      // Only update messages already on screen, so typing never raises a new one mid-word.
      const shown = FIELDS.filter((f) => errors[week]?.[f] !== undefined);
      if (shown.length > 0) revalidate(week, entry, shown);
    };
  }

  function handleBlur(week: number, field: FieldName) {
    return () => {
      const entry = entries[week];
      if (entry) revalidate(week, entry, [field]);
    };
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const computed = computeResult(entries);
    setErrors(computed.errors);
    setResult(computed.result);
    if (computed.result.kind === 'invalid') {
      const week = computed.errors.findIndex((e) => Object.keys(e).length > 0);
      const field = FIELDS.find((f) => computed.errors[week]?.[f] !== undefined);
      if (week >= 0 && field) pendingFocus.current = fieldId(week, field);
    }
  }

  const hintId = `${baseId}-hint`;
  const fieldLabels: Record<FieldName, string> = {
    minutes: 'Total minutes',
    effort: `Average effort (${RPE_MIN}–${RPE_MAX})`,
    distanceKm: 'Distance in km (optional)',
  };

  return (
    <div className={clsx(styles.calculator, className)}>
      <form className={styles.form} noValidate onSubmit={handleSubmit}>
        <p className={styles.intro}>
          For each of the last {ACWR_WEEKS} weeks, enter the total minutes you ran and how hard it felt on
          average. Distance is optional and, when given for this week and last week, measures the change.
        </p>
        <p id={hintId} className={styles.hint}>
          Effort scale: {RPE_MIN} is very easy, 5 is steady, {RPE_MAX} is all-out.
        </p>
        <div className={styles.weeks}>
          {entries.map((entry, week) => (
            <fieldset key={week} className={styles.week}>
              <legend className={styles.legend}>{weekLabel(week, entries.length)}</legend>
              {FIELDS.map((field) => {
                const id = fieldId(week, field);
                const error = errors[week]?.[field];
                const errorId = `${id}-error`;
                const describedBy = [field === 'effort' ? hintId : null, error ? errorId : null]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <div key={field} className={styles.field}>
                    <label htmlFor={id} className={styles.label}>
                      {fieldLabels[field]}
                    </label>
                    <input
                      id={id}
                      name={`week${week + 1}-${field}`}
                      className={clsx(styles.input, error && styles.inputInvalid)}
                      type="text"
                      inputMode={field === 'minutes' ? 'numeric' : 'decimal'}
                      autoComplete="off"
                      value={entry[field]}
                      aria-invalid={error ? true : undefined}
                      aria-describedby={describedBy || undefined}
                      onChange={handleChange(week, field)}
                      onBlur={handleBlur(week, field)}
                    />
                    {error && (
                      <p id={errorId} className={styles.error}>
                        {error}
                      </p>
                    )}
                  </div>
                );
              })}
            </fieldset>
          ))}
        </div>
        <button type="submit" className={clsx('button button--primary', styles.submit)}>
          Calculate
        </button>
      </form>

      <div className={styles.results} role="status" aria-live="polite" aria-atomic="true">
        <Results result={result} />
      </div>
      <p className={styles.disclaimer}>
        A screening guide for sudden jumps in training, not a medical diagnosis. Pain that changes how you run
        needs rest and a professional opinion.
      </p>
    </div>
  );
}
