import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import EarlyAccessLink from '../EarlyAccessLink';
import Section from '../Section';
import SectionTitle, {sectionTitleTextId} from '../SectionTitle';
import styles from './styles.module.css';

export interface ClosingCtaProps {
  readonly title: ReactNode;
  readonly lead: ReactNode;
  /** Label of the early-access button: Get Early Access, Start Free Trial, Join the Waitlist... */
  readonly ctaLabel?: string;
  /** Optional second button, e.g. View Pricing. */
  readonly secondary?: {readonly label: string; readonly to: string};
  readonly headingId?: string;
  /** Anchor id of the band, optional. */
  readonly id?: string;
}

/** The closing call to action of a page: a brand band with the early-access button. */
export default function ClosingCta({
  title,
  lead,
  ctaLabel = 'Get Early Access',
  secondary,
  headingId = 'closing-cta',
  id,
}: ClosingCtaProps) {
  return (
    <Section id={id} tone="brand" labelledBy={sectionTitleTextId(headingId)} className={styles.cta}>
      <SectionTitle id={headingId} title={title} lead={lead} className={styles.title} />
      <div className={styles.actions}>
        <EarlyAccessLink variant="secondary" size="lg">
          {ctaLabel}
        </EarlyAccessLink>
        {secondary && (
          <Link className="button button--outline button--lg" to={secondary.to}>
            {secondary.label}
          </Link>
        )}
      </div>
    </Section>
  );
}
