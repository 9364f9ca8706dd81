import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface TextFieldProps {
  readonly id: string;
  readonly name: string;
  readonly label: ReactNode;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly onBlur?: () => void;
  /** The message shown next to the field, which then is marked invalid. */
  readonly error?: string | undefined;
  /** A short hint under the field (as the Select shows its own), linked as the field's description. */
  readonly hint?: ReactNode;
  readonly type?: 'text' | 'date';
  readonly inputMode?: 'text' | 'numeric' | 'decimal';
  readonly placeholder?: string;
  readonly min?: string;
  readonly className?: string;
}

/**
 * A labelled input with its hint and its message: the message sits next to the field, is linked with
 * aria-describedby, marks the field aria-invalid and is announced (a polite live region that is always
 * there, so a message that appears is read out).
 */
export default function TextField({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  type = 'text',
  inputMode,
  placeholder,
  min,
  className,
}: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={clsx(styles.field, className)}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        className={clsx(styles.input, error && styles.invalid)}
        type={type}
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        min={min}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={styles.message} aria-live="polite">
        {error && (
          <p id={errorId} className={styles.error}>
            <span aria-hidden="true" className={styles.icon}>
              !
            </span>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
