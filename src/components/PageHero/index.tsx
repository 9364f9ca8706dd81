import type {PropsWithChildren, ReactNode} from 'react';
import Heading from '@theme/Heading';
import FirstScreenEnd from '../FirstScreenEnd';
import styles from './styles.module.css';
import {keepCompounds} from '@site/src/lib/compounds';
import {keepUnits} from '@site/src/lib/typography';

export interface PageHeroProps extends PropsWithChildren {
  readonly title: ReactNode;
  readonly eyebrow?: ReactNode;
  readonly lead?: ReactNode;
}

/** The top band of an inner page: eyebrow, the page's one h1, a lead and its actions (children). */
export default function PageHero({title, eyebrow, lead, children}: PageHeroProps) {
  return (
    <header className={styles.hero}>
      <div className="container">
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Heading as="h1" className={styles.title}>
          {keepCompounds(title)}
        </Heading>
        {lead && <p className={styles.lead}>{keepUnits(lead)}</p>}
        {children && <div className={styles.actions}>{children}</div>}
      </div>
      <FirstScreenEnd />
    </header>
  );
}
