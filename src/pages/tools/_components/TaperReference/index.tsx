import {TAPER_GUIDES} from '@site/src/constants';
import {RACE_DISTANCES} from '@site/src/domains/tools/distances';
import {PHASE_NOTES, taperGuide, taperOutline, volumeCutPercent} from '@site/src/domains/tools/taper';
import ToolTable from '@site/src/domains/tools/ToolTable';
import {formatRange} from '@site/src/lib/format';
import styles from './styles.module.css';

const EXAMPLE_GUIDE = TAPER_GUIDES.find((guide) => guide.distance === 'Half marathon') ?? TAPER_GUIDES[0]!;

/** Each distance's taper and a day-by-day outline counted back from race day, computed at build time. */
export default function TaperReference() {
  const [, exampleLength] = EXAMPLE_GUIDE.days;
  return (
    <div className={styles.tables}>
      <ToolTable
        label="Taper length by distance table"
        caption="Taper length by race distance"
        columns={['Race', 'Guide', 'Taper length', 'Start', 'Average volume cut']}
        rows={RACE_DISTANCES.map((distance) => {
          const guide = taperGuide(distance.id);
          return {
            key: distance.id,
            cells: [
              distance.label,
              guide.distance,
              `${formatRange(guide.days)} days`,
              `${guide.days[1]} days before`,
              `${volumeCutPercent(guide)}%`,
            ],
          };
        })}
      />
      <ToolTable
        label="Example taper outline table"
        caption={`Example: a ${exampleLength}-day ${EXAMPLE_GUIDE.distance.toLowerCase()} taper, counted back from race day`}
        columns={['Days to race', 'Volume', 'What to do']}
        rows={taperOutline(0, exampleLength, volumeCutPercent(EXAMPLE_GUIDE)).map((day) => ({
          key: String(day.daysToRace),
          cells: [
            day.daysToRace,
            day.volumePercent === null ? 'Race' : `${day.volumePercent}%`,
            PHASE_NOTES[day.phase],
          ],
        }))}
        wrapLast
      />
    </div>
  );
}
