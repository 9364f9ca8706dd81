import {RACE_DISTANCES} from '@site/src/domains/tools/distances';
import {formatTime} from '@site/src/domains/tools/time';
import {VDOT_TABLE_RANGE, VDOT_TABLE_RANGE_TEXT, raceTimeAtVdot} from '@site/src/domains/tools/vdot';
import ReferenceGrid from '../ReferenceGrid';

const VDOTS = Array.from(
  {length: VDOT_TABLE_RANGE.max - VDOT_TABLE_RANGE.min + 1},
  (_, index) => VDOT_TABLE_RANGE.min + index,
);

/** Race equivalents for every whole VDOT from 30 to 70, computed when the page is built. */
export default function RaceEquivalentsTable() {
  return (
    <ReferenceGrid
      label="Race equivalents table"
      scrollHint="Scroll the table sideways for every distance."
      caption={`Equivalent race times for ${VDOT_TABLE_RANGE_TEXT} (Daniels–Gilbert)`}
      columns={['VDOT', ...RACE_DISTANCES.map((d) => d.label)]}
      rows={VDOTS.map((vdot) => ({
        key: String(vdot),
        cells: [vdot, ...RACE_DISTANCES.map((d) => formatTime(raceTimeAtVdot(vdot, d.metres)))],
      }))}
    />
  );
}
