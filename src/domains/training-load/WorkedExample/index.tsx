import TableHead from '@site/src/components/TableHead';
import ScrollRegion from '@site/src/components/ScrollRegion';
import StackedTable from '@site/src/components/StackedTable';
import {ATL_DAYS, CTL_DAYS} from '@site/src/constants';
import {formatSigned} from '@site/src/lib/format';
import {keepNumbersWithUnits} from '@site/src/lib/typography';
import {sampleAthlete, sampleSeries, sampleWeeks} from '../sampleAthlete';
import {summariseSampleDay} from '../sampleSummary';
import {TSB_ZONE_INFO, tsbZone} from '../zones';
import styles from './styles.module.css';

const DAYS_PER_WEEK = 7;
const round = (value: number) => Math.round(value);
const CAPTION = 'Fitness, fatigue and form at two points of the sample build';
const COLUMNS = ['Moment', 'Fitness (CTL)', 'Fatigue (ATL)', 'Form (TSB)'];

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
  const moments = [
    {
      moment: `After week ${week.week}`,
      ctl: end.ctl.toFixed(1),
      atl: end.atl.toFixed(1),
      form: `${formatSigned(formAfterWeek, 1)} (${TSB_ZONE_INFO[tsbZone(formAfterWeek)].label})`,
    },
    {
      moment: 'Race morning',
      ctl: raceEve.ctl.toFixed(1),
      atl: raceEve.atl.toFixed(1),
      form: `${formatSigned(race.tsb, 1)} (${TSB_ZONE_INFO[race.tsbZone].label})`,
    },
  ];

  return (
    <div className={styles.example}>
      {/* One string, so every number keeps its unit on its line ('a 19 km long run' on a 360 px phone). */}
      <p>
        {keepNumbersWithUnits(
          `${sampleAthlete.name}’s goal: ${sampleAthlete.goal.toLowerCase()}. Her hardest week is week ${week.week}: ${week.runs} runs, ${round(week.km)} km and a ${round(week.longestRunKm)} km long run.`,
        )}
      </p>
      {/* On a phone the four columns do not fit beside each other: a card per moment (StackedTable). */}
      <StackedTable
        caption={CAPTION}
        labels={COLUMNS.slice(1)}
        rows={moments.map(({moment, ctl, atl, form}) => ({
          key: moment,
          title: moment,
          cells: [ctl, atl, form],
        }))}
      >
        <p className={styles.caption} aria-hidden="true">
          {CAPTION}
        </p>
        <ScrollRegion label="Worked example table">
          <table className={styles.table}>
            <caption className="visually-hidden">{CAPTION}</caption>
            <TableHead columns={COLUMNS} />
            <tbody>
              {moments.map(({moment, ctl, atl, form}) => (
                <tr key={moment}>
                  <th scope="row">{moment}</th>
                  <td>{ctl}</td>
                  <td>{atl}</td>
                  <td>{form}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </StackedTable>
      <p>
        After week {week.week}, fatigue sits above fitness, so form is {formatSigned(formAfterWeek, 1)}:
        tired, as a hard week should leave you for a few days, though not for weeks on end. The coach holds
        the plan steady instead of adding more. During the {taperDays}-day taper volume drops while some
        intensity stays. Fatigue, averaged over {ATL_DAYS}&nbsp;days, falls quickly; fitness, averaged over{' '}
        {CTL_DAYS}&nbsp;days, dips only a little ({ctlBeforeTaper.toFixed(1)} before the taper,{' '}
        {raceEve.ctl.toFixed(1)} on race morning). Form rises to {formatSigned(race.tsb, 1)}: fresh legs,
        fitness intact.
      </p>
    </div>
  );
}
