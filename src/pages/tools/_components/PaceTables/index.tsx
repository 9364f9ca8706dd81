import {trainingPaces} from '@site/src/domains/tools/paces';
import {VDOT_TABLE_RANGE, VDOT_TABLE_RANGE_TEXT} from '@site/src/domains/tools/vdot';
import ReferenceGrid from '../ReferenceGrid';
import {PACE_ROWS, paceText} from '../trainingPaces';
import styles from './styles.module.css';

const STEP = 2;
const VDOTS = Array.from(
  {length: (VDOT_TABLE_RANGE.max - VDOT_TABLE_RANGE.min) / STEP + 1},
  (_, index) => VDOT_TABLE_RANGE.min + index * STEP,
);

/** Training paces for every second VDOT from 30 to 70, per km and per mile, computed at build time. */
export default function PaceTables() {
  return (
    <div className={styles.frame}>
      <div className={styles.tables}>
        {(['km', 'mile'] as const).map((unit) => (
          <ReferenceGrid
            key={unit}
            scrollHint="Scroll the table sideways for every pace."
            label={`Training paces per ${unit} table`}
            caption={`Training paces per ${unit === 'km' ? 'kilometre' : 'mile'}, ${VDOT_TABLE_RANGE_TEXT}`}
            columns={['VDOT', ...PACE_ROWS.map((row) => row.label)]}
            rows={VDOTS.map((vdot) => {
              const paces = trainingPaces(vdot);
              return {
                key: String(vdot),
                cells: [vdot, ...PACE_ROWS.map((row) => paceText(paces, row.id, unit))],
              };
            })}
          />
        ))}
      </div>
    </div>
  );
}
