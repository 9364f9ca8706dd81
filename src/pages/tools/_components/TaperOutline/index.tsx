import {useId, type ReactNode} from 'react';
import TableHead from '@site/src/components/TableHead';
import {formatDay} from '@site/src/domains/tools/dates';
import {PHASE_NOTES, type TaperDay} from '@site/src/domains/tools/taper';
import ToolTable from '@site/src/domains/tools/ToolTable';
import {dayVolume, daysToGo, phaseGroups} from '../taperDays';
import styles from './styles.module.css';

export interface TaperOutlineProps {
  /** The outline's caption (its accessible name), e.g. "Day-by-day outline". */
  readonly caption: string;
  /** Names the wide table's scrolling region. */
  readonly label: string;
  readonly days: readonly TaperDay[];
  /** Each day's date as well as its days to go (the planner's result); the reference example has no dates. */
  readonly dated?: boolean;
  /** Today as yyyy-mm-dd: its day is marked "Today", in words. */
  readonly today?: string;
}

/**
 * A taper day by day. Where the text column is wide, a table with a row per day: its date, the days to go,
 * its volume and what to do. On a phone, a compact table of date, days to go and volume, with the days
 * grouped under what to do: the advice is said once per phase, not on each of up to 22 cards, and race day
 * is a row of its own. CSS shows one of the two (a container query, like StackedTable's); the other is
 * display: none.
 */
export default function TaperOutline({caption, label, days, dated = false, today}: TaperOutlineProps) {
  const captionId = useId();
  const first = (day: TaperDay): ReactNode =>
    dated ? (
      <DayDate day={day} isToday={day.iso === today} />
    ) : (
      <span className={styles.nowrap}>{daysToGo(day.daysToRace)}</span>
    );
  const compactColumns = dated ? ['Date', 'Days to go', 'Volume'] : ['Days to go', 'Volume'];
  return (
    <div className={styles.outline}>
      <div className={styles.wide}>
        <ToolTable
          className={styles.wideTable}
          label={label}
          caption={caption}
          columns={[...(dated ? ['Date'] : []), 'Days to go', 'Volume', 'What to do']}
          rows={days.map((day) => ({
            key: day.iso,
            highlight: day.iso === today,
            cells: [
              first(day),
              ...(dated ? [daysToGo(day.daysToRace)] : []),
              dayVolume(day),
              PHASE_NOTES[day.phase],
            ],
          }))}
        />
      </div>
      <div className={styles.narrow}>
        <p id={captionId} className={styles.caption}>
          {caption}
        </p>
        <table className={styles.compact} aria-labelledby={captionId}>
          <TableHead columns={compactColumns} />
          {phaseGroups(days).map((group) => (
            <tbody key={group.days[0]?.iso}>
              <tr>
                <th scope="rowgroup" colSpan={compactColumns.length} className={styles.phase}>
                  {PHASE_NOTES[group.phase]}
                </th>
              </tr>
              {group.days.map((day) => (
                <tr key={day.iso} className={day.iso === today ? styles.current : undefined}>
                  <th scope="row">{first(day)}</th>
                  {!dated ? (
                    <td>{dayVolume(day)}</td>
                  ) : day.daysToRace === 0 ? (
                    // The race itself: no count of days and no volume, which would only say "race" again.
                    <td colSpan={2}>Race day</td>
                  ) : (
                    <>
                      <td>{day.daysToRace}</td>
                      <td>{dayVolume(day)}</td>
                    </>
                  )}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </div>
  );
}

function DayDate({day, isToday}: {readonly day: TaperDay; readonly isToday: boolean}) {
  return (
    <>
      <span className={styles.nowrap}>{formatDay(day.day, {year: false})}</span>
      {isToday && (
        <>
          {' '}
          <span className={styles.today}>Today</span>
        </>
      )}
    </>
  );
}
