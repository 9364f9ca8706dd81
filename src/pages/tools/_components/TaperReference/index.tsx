import {RACE_DISTANCES} from '@site/src/domains/tools/distances';
import {taperGuide, taperOutline, volumeCutPercent} from '@site/src/domains/tools/taper';
import {formatRange} from '@site/src/lib/format';
import {inRunningText} from '../runningText';
import StackedToolTable from '../StackedToolTable';
import TaperOutline from '../TaperOutline';
import styles from './styles.module.css';

/** The guides the six race distances use, in order, each with its distances ("1500 m, mile, 5K and 10K"). */
const GUIDES = RACE_DISTANCES.reduce<{guide: ReturnType<typeof taperGuide>; races: string[]}[]>(
  (groups, distance) => {
    const guide = taperGuide(distance.id);
    const group = groups.find((entry) => entry.guide === guide);
    if (group) group.races.push(distance.label);
    else groups.push({guide, races: [distance.label]});
    return groups;
  },
  [],
);

const EXAMPLE_GUIDE = taperGuide('half');

/** A list of names in a sentence: "1500 m, mile, 5K and 10K". */
function listed(names: readonly string[]): string {
  const inText = names.map((name, index) => (index === 0 ? name : inRunningText(name)));
  return inText.length < 2 ? inText.join('') : `${inText.slice(0, -1).join(', ')} and ${inText.at(-1)}`;
}

/**
 * Each race's taper (one row per guide: the four short races share one) and a day-by-day outline counted
 * back from race day, computed at build time.
 */
export default function TaperReference() {
  const [, exampleLength] = EXAMPLE_GUIDE.days;
  return (
    <div className={styles.tables}>
      <StackedToolTable
        label="Taper length by distance table"
        caption="Taper length by race distance"
        columns={['Race', 'Taper length', 'Start', 'Average volume cut']}
        rows={GUIDES.map(({guide, races}) => ({
          key: guide.distance,
          cells: [
            listed(races),
            `${formatRange(guide.days)} days`,
            `${guide.days[1]} days before`,
            `${volumeCutPercent(guide)}%`,
          ],
        }))}
      />
      <TaperOutline
        label="Example taper outline table"
        caption={`Example: a ${exampleLength}-day ${inRunningText(EXAMPLE_GUIDE.distance)} taper, counted back from race day`}
        days={taperOutline(0, exampleLength, volumeCutPercent(EXAMPLE_GUIDE))}
      />
    </div>
  );
}
