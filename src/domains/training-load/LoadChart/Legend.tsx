import {ATL_DAYS, CTL_DAYS} from '@site/src/constants';
import styles from './styles.module.css';

/** The chart's legend: each line's name, meaning and dash pattern in words, with a sample of the line. */
export default function Legend() {
  return (
    // An explicit role lets the list carry a name (html-validate: aria-label-misuse).
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul role="list" className={styles.legend} aria-label="Chart legend">
      <li>
        <svg className={styles.swatch} viewBox="0 0 36 12" aria-hidden="true">
          <line className={styles.ctl} x1="0" y1="6" x2="36" y2="6" fill="none" />
        </svg>
        CTL: fitness ({CTL_DAYS}-day average), solid line
      </li>
      <li>
        <svg className={styles.swatch} viewBox="0 0 36 12" aria-hidden="true">
          <line className={styles.atl} x1="0" y1="6" x2="36" y2="6" fill="none" />
        </svg>
        ATL: fatigue ({ATL_DAYS}-day average), dashed line
      </li>
      <li>
        <svg className={styles.swatch} viewBox="0 0 36 12" aria-hidden="true">
          <line className={styles.tsb} x1="0" y1="6" x2="36" y2="6" fill="none" />
        </svg>
        TSB: form (CTL − ATL), dash-dot line
      </li>
    </ul>
  );
}
