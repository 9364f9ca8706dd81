import type {FormEvent, ReactNode, RefObject} from 'react';
import clsx from 'clsx';
import CopyLinkButton from '../CopyLinkButton';
import styles from './styles.module.css';
import {keepUnits} from '@site/src/lib/typography';

export interface ToolFormProps {
  /** Accessible name of the form, e.g. "Race time predictor". */
  readonly label: string;
  /** The labelled fields. */
  readonly fields: ReactNode;
  /** What the inputs give, or a prompt while they are incomplete. Announced as it changes. */
  readonly results: ReactNode;
  /** Called on Enter or Calculate (results already follow typing): show every message, focus the first. */
  readonly onSubmit: () => void;
  /** Shown instead of the form when JavaScript is off: where the page's table answers the question. */
  readonly noScript: ReactNode;
  /** Lays the fields out in two columns from medium widths (default) or one. */
  readonly columns?: 1 | 2;
  /** The form element, for `useToolInputs` to read what was typed before hydration. */
  readonly formRef?: RefObject<HTMLFormElement | null>;
}

/**
 * The frame every tool shares: a form whose results update as the visitor types, a Calculate button for
 * Enter, Copy link (the inputs live in the address), and a live results panel. The form needs
 * JavaScript, so without it the frame is hidden ("js-only") and a note points to the reference table.
 */
export default function ToolForm({
  label,
  fields,
  results,
  onSubmit,
  noScript,
  columns = 2,
  formRef,
}: ToolFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <>
      <div className={clsx(styles.panel, 'js-only')}>
        <form ref={formRef} className={styles.form} noValidate aria-label={label} onSubmit={submit}>
          <div className={clsx(styles.fields, columns === 2 && styles.twoColumns)}>{fields}</div>
          <div className={styles.actions}>
            <button type="submit" className="button button--primary">
              Calculate
            </button>
            <CopyLinkButton className="button button--outline button--primary" />
          </div>
        </form>
        <div className={styles.results} role="status" aria-live="polite">
          {results}
        </div>
      </div>
      <ToolNoScript>{noScript}</ToolNoScript>
    </>
  );
}

/** Shown only without JavaScript: where the page's reference table answers the question instead. */
export function ToolNoScript({children}: {readonly children: ReactNode}) {
  return (
    <noscript>
      <p className={styles.noScript}>{keepUnits(children)}</p>
    </noscript>
  );
}

/** A prompt in the results panel while inputs are missing or wrong. */
export function ResultsPrompt({children}: {readonly children: ReactNode}) {
  return <p className={styles.prompt}>{children}</p>;
}

/** The headline figure of a result, e.g. VDOT 49.9. */
export function ResultFigure({
  label,
  value,
  note,
}: {
  readonly label: string;
  readonly value: string;
  readonly note?: ReactNode;
}) {
  return (
    <div className={styles.figure}>
      <p className={styles.figureLabel}>{label}</p>
      <p className={styles.figureValue}>{value}</p>
      {note && <p className={styles.figureNote}>{note}</p>}
    </div>
  );
}
