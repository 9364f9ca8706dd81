import LinkCards from '@site/src/components/LinkCards';
import Section from '@site/src/components/Section';
import SectionTitle, {sectionTitleTextId} from '@site/src/components/SectionTitle';
import {TOOLS} from '@site/src/domains/tools/tools';
import styles from './styles.module.css';

const TITLE_ID = 'tools-list-title';

/** Every tool as a card that leads to it: three to a row on wide screens, two on tablets, one on phones. */
export default function ToolList() {
  return (
    <Section labelledBy={sectionTitleTextId(TITLE_ID)}>
      <SectionTitle id={TITLE_ID} eyebrow="Tools" title="Six calculators" align="start" />
      <LinkCards items={TOOLS} labelledBy={sectionTitleTextId(TITLE_ID)} className={styles.grid} />
    </Section>
  );
}
