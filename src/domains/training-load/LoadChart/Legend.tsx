import {ATL_DAYS, CTL_DAYS} from '@site/src/constants';
import styles from './styles.module.css';

/** Each line of the chart: its style class and what it means, in words (the dash pattern included). */
const LINES = [
  {className: styles.ctl, text: `CTL: fitness (${CTL_DAYS}-day average), solid line`},
  {className: styles.atl, text: `ATL: fatigue (${ATL_DAYS}-day average), dashed line`},
  {className: styles.tsb, text: 'TSB: form (CTL − ATL), dash-dot line'},
];

/** The chart's legend: each line's name, meaning and dash pattern in words, with a sample of the line. */
export default function Legend() {
  return (
    // An explicit role lets the list carry a name (html-validate: aria-label-misuse).
    // eslint-disable-next-line jsx-a11y/no-redundant-roles
    <ul role="list" className={styles.legend} aria-label="Chart legend">
      {LINES.map(({className, text}) => (
        <li key={text}>
          <svg className={styles.swatch} viewBox="0 0 36 12" aria-hidden="true">
            <line className={className} x1="0" y1="6" x2="36" y2="6" fill="none" />
          </svg>
          {text}
        </li>
      ))}
    </ul>
  );
}
