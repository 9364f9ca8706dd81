import TableHead from '@site/src/components/TableHead';
import ScrollRegion from '@site/src/components/ScrollRegion';
import type {WeekRow} from './words';
import styles from './styles.module.css';

const CAPTION =
  'CTL and ATL at the end of each week, and the form they leave for the next morning (CTL − ATL)';

/** The chart's numbers as a table, one row per week, behind a Weekly values disclosure. */
export default function WeeklyTable({rows}: {readonly rows: readonly WeekRow[]}) {
  return (
    <details className={styles.details}>
      <summary>Weekly values</summary>
      <p className={styles.tableNote} aria-hidden="true">
        {CAPTION}.
      </p>
      <ScrollRegion label="Weekly values table">
        <table className={styles.table}>
          <caption className="visually-hidden">{CAPTION}</caption>
          <TableHead
            columns={['Week', 'CTL (fitness)', 'ATL (fatigue)', 'Form after the week', 'Form zone']}
          />
          <tbody>
            {rows.map((row) => (
              <tr key={row.week}>
                <th scope="row">{row.week}</th>
                <td>{row.ctl}</td>
                <td>{row.atl}</td>
                <td>{row.tsb}</td>
                <td>{row.zone}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </details>
  );
}
