import {useId} from 'react';
import TableHead from '@site/src/components/TableHead';
import ScrollRegion from '@site/src/components/ScrollRegion';
import type {WeekRow} from './words';
import styles from './styles.module.css';

/**
 * The chart's numbers as a table, one row per week, behind a Weekly values disclosure. Its caption is a
 * paragraph above the region that scrolls (as in ToolTable), so on a phone it wraps to the screen's width
 * instead of the table's, and names the table.
 */
export default function WeeklyTable({rows}: {readonly rows: readonly WeekRow[]}) {
  const captionId = useId();
  return (
    <details className={styles.details}>
      <summary>Weekly values</summary>
      <p id={captionId} className={styles.tableNote}>
        CTL and ATL at the end of each week, and the form they leave for the next morning (CTL − ATL).
      </p>
      <ScrollRegion label="Weekly values table">
        <table className={styles.table} aria-labelledby={captionId}>
          <TableHead
            columns={['Week', 'CTL (fitness)', 'ATL (fatigue)', 'Form after the week', 'Form zone']}
          />
          <tbody>
            {rows.map((row) => (
              <tr key={row.week}>
                <th scope="row">{row.week}</th>
                <td>{row.ctl}</td>
                <td>{row.atl}</td>
                <td>{row.formAfter}</td>
                <td>{row.zone}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </details>
  );
}
