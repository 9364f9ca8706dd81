/**
 * Injury-risk calculator: the visitor enters the last four weeks of running (total minutes, average effort,
 * optional distance) and gets the acute and chronic session-RPE load, the acute:chronic workload ratio with
 * its zone, the change from the biggest recent week and a one-line recommendation.
 *
 * Results follow typing while every field reads, and start from the prefilled example, so it shows in the
 * server-rendered HTML. Fields are validated on blur and on submit; nothing throws.
 */
import {useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {useTypedBeforeHydration} from '@site/src/hooks/useTypedBeforeHydration';

import {ACWR_WEEKS} from '../metrics';
import {
  EMPTY_WEEK,
  EXAMPLE_WEEKS,
  FIELDS,
  RPE_MAX,
  RPE_MIN,
  computeResult,
  startingState,
  validateWeek,
  weekLabel,
  type FieldErrors,
  type FieldName,
  type Result,
  type WeekEntry,
} from './calculate';
import Results from './Results';
import {afterPress, followPresses} from '@site/src/lib/afterPress';
import {keepUnits} from '@site/src/lib/typography';
import styles from './styles.module.css';

export type {WeekEntry} from './calculate';

export interface LoadCalculatorProps {
  /**
   * The four weeks, oldest first (the last entry is this week). Defaults to an example build so a result
   * is visible before any typing, including in the server-rendered HTML.
   */
  initialWeeks?: readonly WeekEntry[];
  /** Shows the messages of the starting values at once (they came from a shared address), not a prompt. */
  showInitialErrors?: boolean;
  /** Told of every edit, with all four weeks (the toolkit page keeps them in the address). */
  onEntriesChange?: (entries: readonly WeekEntry[]) => void;
  /** More buttons beside Calculate, such as Copy link. */
  actions?: ReactNode;
  className?: string;
}

export default function LoadCalculator({
  initialWeeks = EXAMPLE_WEEKS,
  showInitialErrors = false,
  onEntriesChange,
  actions,
  className,
}: LoadCalculatorProps) {
  const baseId = useId();
  // Until the visitor edits or submits, everything follows the starting weeks, so a shared address read
  // after hydration replaces the example in place; state holds only what the visitor changed.
  const start = startingState(initialWeeks, showInitialErrors);
  const [edited, setEntries] = useState<WeekEntry[] | null>(null);
  const [shownErrors, setErrors] = useState<FieldErrors[] | null>(null);
  const [calculated, setResult] = useState<Result | null>(null);
  const entries = edited ?? start.entries;
  const errors = shownErrors ?? start.errors;
  const result = calculated ?? start.result;
  /** Field to focus once the messages from a failed submit are on screen (so they are announced with it). */
  const pendingFocus = useRef<string | null>(null);

  useEffect(() => {
    if (pendingFocus.current === null) return;
    document.getElementById(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  const fieldId = (week: number, field: FieldName) => `${baseId}-week${week}-${field}`;
  const fieldName = (week: number, field: FieldName) => `week${week + 1}-${field}`;

  // Fields typed in while the script loaded become the entries, as if submitted (results, or the messages),
  // instead of the starting weeks coming back on the next render.
  const formRef = useTypedBeforeHydration((typed) => {
    const next = start.entries.map((entry, week): WeekEntry => {
      const shown = (field: FieldName) => typed.get(fieldName(week, field)) ?? entry[field];
      return {minutes: shown('minutes'), effort: shown('effort'), distanceKm: shown('distanceKm')};
    });
    const computed = computeResult(next);
    setEntries(next);
    setErrors(computed.errors);
    setResult(computed.result);
    onEntriesChange?.(next);
  });

  /** Re-checks the given fields of one week against its current entry and stores their messages. */
  function revalidate(week: number, entry: WeekEntry, fields: readonly FieldName[]) {
    const {errors: found} = validateWeek(entry);
    setErrors((current) =>
      (current ?? errors).map((weekErrors, index) => {
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
      const next = entries.map((e, index) => (index === week ? entry : e));
      setEntries(next);
      onEntriesChange?.(next);
      // The result follows typing while every week reads; mid-word it falls back to the prompt, and the
      // messages wait for blur or Calculate.
      const computed = computeResult(next).result;
      setResult(computed.kind === 'invalid' ? {kind: 'prompt'} : computed);
      // Only update messages already on screen, so typing never raises a new one mid-word.
      const shown = FIELDS.filter((f) => errors[week]?.[f] !== undefined);
      if (shown.length > 0) revalidate(week, entry, shown);
    };
  }

  useEffect(followPresses, []);

  function handleBlur(week: number, field: FieldName) {
    return () => {
      const entry = entries[week];
      // Once a press that took the focus (Calculate) has landed: a message shown at once pushed the button
      // from under the finger (src/lib/afterPress.ts).
      if (entry) afterPress(() => revalidate(week, entry, [field]));
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
      <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit}>
        <p className={styles.intro}>
          {keepUnits(
            `For each of the last ${ACWR_WEEKS} weeks, enter the total minutes you ran and how hard it felt on average. ` +
              'Distance is optional and, when given for every week, measures the change in volume.',
          )}
        </p>
        <p id={hintId} className={styles.hint}>
          Effort scale: {RPE_MIN} is very, very easy, 3 moderate, 5 hard, 7 very hard, {RPE_MAX} maximal.
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
                      name={fieldName(week, field)}
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
                    {/* A polite live region that is always there, so a message that appears is read out. */}
                    <div className={styles.message} aria-live="polite">
                      {error && (
                        <p id={errorId} className={styles.error}>
                          {error}
                        </p>
                      )}
                    </div>
                  </div>
                );
              })}
            </fieldset>
          ))}
        </div>
        <div className={styles.actions}>
          <button type="submit" className="button button--primary">
            Calculate
          </button>
          {actions}
        </div>
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
