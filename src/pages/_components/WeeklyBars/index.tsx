import clsx from 'clsx';
import styles from './styles.module.css';

export interface WeeklyBarsProps {
  readonly weeks: readonly {readonly week: number; readonly km: number}[];
  readonly className?: string;
}

const BAR = 10;
const GAP = 4;
const HEIGHT = 48;

const km = (value: number) => String(Math.round(value * 10) / 10);

/** A small bar chart of weekly distance; the last week is highlighted. Its numbers are in its name. */
export default function WeeklyBars({weeks, className}: WeeklyBarsProps) {
  const max = Math.max(1, ...weeks.map((w) => w.km));
  const width = weeks.length * (BAR + GAP) - GAP;
  const first = weeks[0]?.week ?? 1;
  const last = weeks.at(-1)?.week ?? first;
  const label = `Weekly distance in km, weeks ${first} to ${last}: ${weeks.map((w) => km(w.km)).join(', ')}`;
  return (
    <svg
      className={clsx(styles.bars, className)}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
    >
      {weeks.map((w, index) => {
        const height = Math.max(2, (w.km / max) * HEIGHT);
        return (
          <rect
            key={w.week}
            className={index === weeks.length - 1 ? styles.current : styles.bar}
            x={index * (BAR + GAP)}
            y={HEIGHT - height}
            width={BAR}
            height={height}
            rx={2}
          />
        );
      })}
    </svg>
  );
}
