import ScrollRegion from '@site/src/components/ScrollRegion';
import StackedTable from '@site/src/components/StackedTable';
import {formatNumber, formatSigned} from '@site/src/lib/format';
import {keepNumbersWithUnits} from '@site/src/lib/typography';
import {ACWR_ZONE_INFO, WEEKLY_VOLUME_ZONE_INFO, zoneTone} from '../zones';
import ZoneBadge from '../ZoneBadge';
import type {CaseScenario, CaseStory as CaseStoryData, CaseWeek} from './caseStory';
import {loadOf} from './caseStory';
import styles from './styles.module.css';

export interface CaseStoryProps {
  readonly story: CaseStoryData;
}

const number = (value: number) => formatNumber(value, 1);

function WeekRow({week, scenario}: {readonly week: CaseWeek; readonly scenario?: CaseScenario}) {
  return (
    <tr className={scenario ? styles.highlight : undefined}>
      <th scope="row">{week.label}</th>
      <td>{keepNumbersWithUnits(`${week.minutes} min`)}</td>
      <td>{week.averageRpe}</td>
      <td>{number(loadOf(week))}</td>
    </tr>
  );
}

function Verdict({scenario}: {readonly scenario: CaseScenario}) {
  return (
    <div className={styles.verdict}>
      <p className={styles.verdictTitle}>{scenario.label}</p>
      <dl className={styles.readings}>
        <div>
          <dt>Load ratio</dt>
          <dd>
            <span className={styles.value}>{scenario.ratio.toFixed(2)}</span>
            <ZoneBadge
              tone={zoneTone('acwr', scenario.ratioZone)}
              label={ACWR_ZONE_INFO[scenario.ratioZone].label}
            />
          </dd>
        </div>
        <div>
          <dt>Running time against {scenario.volumeAgainst.toLowerCase()}</dt>
          <dd>
            <span className={styles.value}>{formatSigned(scenario.volumeChangePercent)}%</span>
            <ZoneBadge
              tone={zoneTone('weeklyVolume', scenario.volumeZone)}
              label={WEEKLY_VOLUME_ZONE_INFO[scenario.volumeZone].label}
            />
          </dd>
        </div>
      </dl>
    </div>
  );
}

/**
 * The injury-prevention case story: a fictional runner's planned week against the week the coach made of it,
 * with every load, ratio and zone computed from the story's minutes and effort ratings.
 */
export default function CaseStory({story}: CaseStoryProps) {
  const {runner, planned, adjusted} = story;
  const caption = `${runner}’s training load (minutes × average effort)`;
  /** The table's rows: three weeks of history, then week 4 as planned and as the coach changed it. */
  const weeks = [
    ...story.history.map((week) => ({week, scenario: undefined})),
    {week: planned.week, scenario: planned},
    {week: adjusted.week, scenario: adjusted},
  ];
  return (
    <article className={styles.story} aria-labelledby="case-story-title">
      <p className={styles.kicker}>A fictional example, computed with the calculator’s formulas</p>
      <h3 id="case-story-title" className={styles.title}>
        {runner}’s week 4
      </h3>
      {/* Each paragraph is one string through keepNumbersWithUnits: JSX text around an expression is two text
          nodes, and "300" could end a phone's line with "minutes" starting the next. */}
      <p>
        {keepNumbersWithUnits(
          `${runner} is training for ${story.goal}. Three steady weeks of about ${story.history[0]?.minutes} minutes ` +
            `at an average effort of ${story.history[0]?.averageRpe} have gone well. Then a fast parkrun makes ` +
            `${runner} ambitious: a club hill session on top of the plan, a longer long run, and ` +
            `${planned.week.minutes} minutes planned for week 4 at an average effort of ${planned.week.averageRpe}.`,
        )}
      </p>
      {/* On phones the four columns do not fit beside the story's margin: one card per week. */}
      <StackedTable
        caption={caption}
        labels={['Running time', 'Average effort', 'Load']}
        rows={weeks.map(({week}) => ({
          key: week.label,
          title: week.label,
          cells: [keepNumbersWithUnits(`${week.minutes} min`), week.averageRpe, number(loadOf(week))],
        }))}
      >
        <ScrollRegion label={`${runner}’s training load table`} className={styles.scroller}>
          <table className={styles.table}>
            <caption className={styles.caption}>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">Week</th>
                <th scope="col">Running time</th>
                <th scope="col">Average effort</th>
                <th scope="col">Load</th>
              </tr>
            </thead>
            <tbody>
              {weeks.map(({week, scenario}) => (
                <WeekRow key={week.label} week={week} scenario={scenario} />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </StackedTable>
      <p>
        {`On Wednesday ${runner}’s check-in mentions a tight left shin, and an easy run that should have felt ` +
          `like a 2 was rated 4. The coach runs the numbers for the week as planned: a load of ` +
          `${number(planned.load)} against a four-week average of ${number(planned.chronic)}.`}
      </p>
      <div className={styles.verdicts}>
        <Verdict scenario={planned} />
        <Verdict scenario={adjusted} />
      </div>
      <p>
        {keepNumbersWithUnits(
          'The ratio is in the danger zone, so the coach reduces the load automatically: Thursday’s tempo becomes ' +
            'a short easy run, the hill session is dropped, the long run is cut back and Sunday becomes a rest day. ' +
            `The week ends at ${adjusted.week.minutes} minutes, a ratio of ${adjusted.ratio.toFixed(2)}. ${runner}’s ` +
            'shin settles after a few easy days; had it not, the coach would have advised seeing a physiotherapist ' +
            'before any more hard running. The build resumes the following week, one careful step at a time.',
        )}
      </p>
    </article>
  );
}
