import {useId} from 'react';
import clsx from 'clsx';
import {STATUSES, STATUS_INFO} from '../comparisons';
import Icon from '../../../components/Icon';
import StatusIcon from './StatusIcon';
import styles from './styles.module.css';

export interface StatusLegendProps {
  readonly className?: string;
}

/** The visible key to the ratings, so no rating depends on telling colours or shapes apart. */
export default function StatusLegend({className}: StatusLegendProps) {
  const labelId = useId();
  return (
    <>
      <span id={labelId} className="visually-hidden">
        Legend
      </span>
      {/* An explicit role lets the list carry a name (html-validate: aria-label-misuse). */}
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
      <ul role="list" className={clsx(styles.legend, className)} aria-labelledby={labelId}>
        {STATUSES.map((status) => (
          <li key={status} className={styles.legendItem}>
            <StatusIcon status={status} showLabel />
            <span className={styles.legendMeaning}>{STATUS_INFO[status].meaning}</span>
          </li>
        ))}
        <li className={styles.legendItem}>
          <span className={styles.legendInfo}>
            <Icon name="info" size={16} />
          </span>
          <span className={styles.legendMeaning}>hover, tap or focus for a note on that rating</span>
        </li>
      </ul>
    </>
  );
}
