import clsx from 'clsx';
import styles from './styles.module.css';

export interface WeeklyBarsProps {
  /** Distance of each 7-day span, oldest first; the last, the 7 days up to now, is highlighted. */
  readonly spansKm: readonly number[];
  readonly className?: string;
}

const BAR = 10;
const GAP = 4;
const HEIGHT = 48;

const km = (value: number) => String(Math.round(value * 10) / 10);

/** A small bar chart of the distance run in each of the last 7-day spans. Its numbers are in its name. */
export default function WeeklyBars({spansKm, className}: WeeklyBarsProps) {
  const max = Math.max(1, ...spansKm);
  const width = spansKm.length * (BAR + GAP) - GAP;
  const label = `Distance in km of each of the last ${spansKm.length} seven-day spans, oldest first: ${spansKm
    .map(km)
    .join(', ')}`;
  return (
    <svg
      className={clsx(styles.bars, className)}
      viewBox={`0 0 ${width} ${HEIGHT}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
    >
      {spansKm.map((distance, index) => {
        const height = Math.max(2, (distance / max) * HEIGHT);
        return (
          <rect
            // The spans never reorder: the position is the identity.
            key={index}
            className={index === spansKm.length - 1 ? styles.current : styles.bar}
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
