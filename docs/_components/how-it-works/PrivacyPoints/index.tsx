import type {PrivacyPoint} from '../howItWorks';
import Icon from '@site/src/components/Icon';
import {cardGridStyle} from '@site/src/lib/cardGrid';
import {keepUnits} from '@site/src/lib/typography';
import styles from './styles.module.css';

export interface PrivacyPointsProps {
  readonly points: readonly PrivacyPoint[];
}

/** The privacy commitments, each a short promise with its detail. */
export default function PrivacyPoints({points}: PrivacyPointsProps) {
  return (
    <ul className={styles.panel} style={cardGridStyle(points.length)}>
      {points.map((point) => (
        <li key={point.id} className={styles.point}>
          <span className={styles.icon}>
            <Icon name="lock" size={28} />
          </span>
          <span>
            <strong className={styles.title}>{point.title}</strong>
            <span className={styles.description}>{keepUnits(point.description)}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
