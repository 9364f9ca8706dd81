import TableHead from '@site/src/components/TableHead';
import ScrollRegion from '@site/src/components/ScrollRegion';
import {ATL_DAYS, CTL_DAYS} from '@site/src/constants';
import {formatSigned} from '@site/src/lib/format';
import {sampleAthlete, sampleSeries, sampleWeeks} from '../sampleAthlete';
import {summariseSampleDay} from '../sampleSummary';
import {TSB_ZONE_INFO, tsbZone} from '../zones';
import styles from './styles.module.css';

const DAYS_PER_WEEK = 7;
const round = (value: number) => Math.round(value);

/** The hardest calendar week before the taper, by total rTSS. */
function hardestBuildWeek() {
  const buildWeeks = sampleWeeks().filter((w) => w.week * DAYS_PER_WEEK <= sampleAthlete.taperStartDay);
  return buildWeeks.reduce((best, w) => (w.rtss > best.rtss ? w : best));
}

/**
 * A worked CTL/ATL/TSB example computed from the sample athlete: the end of the hardest week and race
 * morning. "Form after the week" is that evening's fitness minus fatigue, i.e. the next morning's TSB.
 */
export default function WorkedExample() {
  const week = hardestBuildWeek();
  const end = summariseSampleDay(week.week * DAYS_PER_WEEK - 1);
  const formAfterWeek = end.ctl - end.atl;
  const race = summariseSampleDay(sampleAthlete.raceDay);
  // Race morning is before the race: the previous evening's fitness and fatigue, whose difference is race-day TSB.
  const raceEve = summariseSampleDay(sampleAthlete.raceDay - 1);
  const taperDays = sampleAthlete.raceDay - sampleAthlete.taperStartDay;
  const ctlBeforeTaper = sampleSeries()[sampleAthlete.taperStartDay - 1]?.ctl ?? race.ctl;

  return (
    <div className={styles.example}>
      <p>
        {sampleAthlete.name}&rsquo;s goal: {sampleAthlete.goal.toLowerCase()}. Her hardest week is week{' '}
        {week.week}: {week.runs} runs, {round(week.km)} km and a {round(week.longestRunKm)} km long run.
      </p>
      <p className={styles.caption} aria-hidden="true">
        Fitness, fatigue and form at two points of the sample build
      </p>
      <ScrollRegion label="Worked example table">
        <table className={styles.table}>
          <caption className="visually-hidden">
            Fitness, fatigue and form at two points of the sample build
          </caption>
          <TableHead columns={['Moment', 'Fitness (CTL)', 'Fatigue (ATL)', 'Form (TSB)']} />
          <tbody>
            <tr>
              <th scope="row">After week {week.week}</th>
              <td>{end.ctl.toFixed(1)}</td>
              <td>{end.atl.toFixed(1)}</td>
              <td>
                {formatSigned(formAfterWeek, 1)} ({TSB_ZONE_INFO[tsbZone(formAfterWeek)].label})
              </td>
            </tr>
            <tr>
              <th scope="row">Race morning</th>
              <td>{raceEve.ctl.toFixed(1)}</td>
              <td>{raceEve.atl.toFixed(1)}</td>
              <td>
                {formatSigned(race.tsb, 1)} ({TSB_ZONE_INFO[race.tsbZone].label})
              </td>
            </tr>
          </tbody>
        </table>
      </ScrollRegion>
      <p>
        After week {week.week}, fatigue sits above fitness, so form is {formatSigned(formAfterWeek, 1)}:
        tired, as a hard week should leave you for a few days, though not for weeks on end. The coach holds
        the plan steady instead of adding more. During the {taperDays}-day taper volume drops while some
        intensity stays. Fatigue, averaged over {ATL_DAYS} days, falls quickly; fitness, averaged over{' '}
        {CTL_DAYS} days, dips only a little ({ctlBeforeTaper.toFixed(1)} before the taper,{' '}
        {raceEve.ctl.toFixed(1)} on race morning). Form rises to {formatSigned(race.tsb, 1)}: fresh legs,
        fitness intact.
      </p>
    </div>
  );
}
