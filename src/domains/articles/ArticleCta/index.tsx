import {
  FREE_TRIAL_DAYS,
  LAUNCH_DISCOUNT_MONTHS,
  LAUNCH_DISCOUNT_PERCENT,
  PLAN_ADJUSTMENT_HOURS,
} from '../../../constants';
import {useSiteSettings} from '../../../hooks/useSiteSettings';
import EarlyAccessLink from '../../../components/EarlyAccessLink';
import SectionTitle, {sectionTitleTextId} from '../../../components/SectionTitle';
import styles from './styles.module.css';

const HEADING_ID = 'article-cta-title';

/** The call to action under every article, added by the theme: it leads to the early-access sign-up. */
export default function ArticleCta() {
  const {productName} = useSiteSettings();
  return (
    <aside className={styles.cta} aria-labelledby={sectionTitleTextId(HEADING_ID)}>
      <SectionTitle
        id={HEADING_ID}
        align="start"
        eyebrow="Early access"
        title="Train on a plan that adapts after every run"
        lead={
          <>
            {productName} turns each run into fitness, fatigue and form, watches your injury risk and adjusts
            your next sessions within {PLAN_ADJUSTMENT_HOURS}&nbsp;hours. Early-access members get{' '}
            {LAUNCH_DISCOUNT_PERCENT}% off for the first {LAUNCH_DISCOUNT_MONTHS}&nbsp;months.
          </>
        }
        className={styles.title}
      />
      <div className={styles.actions}>
        <EarlyAccessLink variant="secondary" size="lg">
          Join the Waitlist
        </EarlyAccessLink>
        <p className={styles.note}>
          At launch, paid plans start with a {FREE_TRIAL_DAYS}-day free trial, no credit card. Cancel anytime.
        </p>
      </div>
    </aside>
  );
}
