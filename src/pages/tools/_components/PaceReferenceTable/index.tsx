import {finishTimes, formatPaceFields} from '@site/src/domains/tools/paceConvert';
import {perMile} from '@site/src/domains/tools/paces';
import {formatTime} from '@site/src/domains/tools/time';
import ReferenceGrid from '../ReferenceGrid';

/** Paces from 3:00 to 8:00 per km, every 15 seconds. */
const PACES = Array.from({length: 21}, (_, index) => 180 + index * 15);

/** Every pace a runner is likely to need, converted, with finish times: computed when the page is built. */
export default function PaceReferenceTable() {
  return (
    <ReferenceGrid
      label="Pace conversion table"
      scrollHint="Scroll the table sideways for speeds and finish times."
      caption="Paces from 3:00 to 8:00 per km, converted, with finish times at an even pace"
      columns={['Per km', 'Per mile', 'km/h', 'mph', '5K', '10K', 'Half', 'Marathon']}
      rows={PACES.map((secondsPerKm) => {
        const fields = formatPaceFields(secondsPerKm);
        return {
          key: String(secondsPerKm),
          cells: [
            formatTime(secondsPerKm),
            formatTime(perMile(secondsPerKm)),
            fields.kmh,
            fields.mph,
            ...finishTimes(secondsPerKm).map((finish) => formatTime(finish.seconds)),
          ],
        };
      })}
    />
  );
}
