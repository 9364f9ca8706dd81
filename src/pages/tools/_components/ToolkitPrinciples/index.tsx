import Section from '@site/src/components/Section';
import SectionTitle, {sectionTitleTextId} from '@site/src/components/SectionTitle';
import {cardGridStyle} from '@site/src/lib/cardGrid';
import styles from './styles.module.css';

const PRINCIPLES = [
  {
    title: 'Published formulas',
    text: 'Daniels and Gilbert for VDOT and paces, Riegel for race equivalents, Karvonen for heart-rate zones: each page names its source and shows the equation.',
  },
  {
    title: 'Tested against the tables',
    text: 'Our tests check the predictions against Daniels’ published VDOT tables, to within half a percent, on every change.',
  },
  {
    title: 'Links that keep your inputs',
    text: 'Your inputs live in the page address: copy the link to share a result or come back to it later.',
  },
  {
    title: 'Honest about limits',
    text: 'Every tool says where its numbers stop being right, such as a marathon prediction from a 5K without the long runs behind it.',
  },
] as const;

/** Why the toolkit's numbers can be trusted, in four short points. */
export default function ToolkitPrinciples() {
  return (
    <Section tone="muted" labelledBy={sectionTitleTextId('toolkit-principles-title')}>
      <SectionTitle id="toolkit-principles-title" eyebrow="How we build them" title="Numbers you can check" />
      <ul className={styles.list} style={cardGridStyle(PRINCIPLES.length)}>
        {PRINCIPLES.map((principle) => (
          <li key={principle.title} className={styles.item}>
            <h3 className={styles.title}>{principle.title}</h3>
            <p className={styles.text}>{principle.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
