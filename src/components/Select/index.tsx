import {useId, type PropsWithChildren, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';
import Icon from '../Icon';

/** The error an item with an empty value raises (spec section 8). */
export const EMPTY_SELECT_VALUE_ERROR =
  'A <Select.Item /> must have a value prop that is not an empty string';

export interface SelectProps extends PropsWithChildren {
  /** The visible label. */
  readonly label: ReactNode;
  readonly value: string;
  readonly onValueChange: (value: string) => void;
  /** A short hint under the control, linked as its description. */
  readonly hint?: ReactNode;
  readonly id?: string;
  /** The field's name (a tool names each field by its query key). */
  readonly name?: string;
  readonly className?: string;
}

export interface SelectItemProps {
  /** Must not be empty: an empty value would be indistinguishable from "nothing chosen". */
  readonly value: string;
  readonly children: string;
}

function SelectItem({value, children}: SelectItemProps) {
  if (value === '') throw new Error(EMPTY_SELECT_VALUE_ERROR);
  return <option value={value}>{children}</option>;
}

/**
 * A labelled native `<select>`: the platform's own picker on phones, full keyboard and screen-reader
 * support, no script beyond the change handler. Items are `<Select.Item value="...">Label</Select.Item>`.
 */
function Select({label, value, onValueChange, hint, id, name, className, children}: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = `${selectId}-hint`;
  return (
    <div className={clsx(styles.field, className)}>
      <label className={styles.label} htmlFor={selectId}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          id={selectId}
          name={name}
          className={styles.select}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          aria-describedby={hint ? hintId : undefined}
        >
          {children}
        </select>
        <Icon name="chevron-down" size={16} strokeWidth={2.4} className={styles.chevron} />
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

export default Object.assign(Select, {Item: SelectItem});
