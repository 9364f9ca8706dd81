import Link from '@docusaurus/Link';
import {HERO_STATS, LAUNCH_DISCOUNT_PERCENT, STATS_SOURCE} from '../../../constants';
import {useSiteSettings} from '../../../hooks/useSiteSettings';
import EarlyAccessLink from '../../../components/EarlyAccessLink';
import FirstScreenEnd from '../../../components/FirstScreenEnd';
import StaticMarkup from '../../../components/StaticMarkup';
import PlanUpdateCard from '../PlanUpdateCard';
import StatList from '../StatList';
import styles from './styles.module.css';

/** The home page's first screen: what the product does for a runner, the two actions and the headline stats. */
export default function Hero() {
  const {productName} = useSiteSettings();
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={styles.badge}>
            <span className={styles.dot} aria-hidden="true" />
            Early access open: {LAUNCH_DISCOUNT_PERCENT}% off at launch
          </p>
          {/* A plain h1: the theme's Heading drops the id of an h1, which left the section unnamed. */}
          <h1 id="hero-title" className={styles.title}>
            The running coach that <span className={styles.accent}>rewrites your plan</span> after every run
          </h1>
          <p className={styles.lead}>
            {productName} reads each run and how it felt, then reshapes the rest of your week: missed sessions
            rescheduled, hard days eased when fatigue builds, injury warnings before the niggle. From your
            first 5K to your next marathon.
          </p>
          <div className={styles.actions}>
            <EarlyAccessLink size="lg" />
            <Link className="button button--secondary button--lg" to="/features">
              See Features
            </Link>
          </div>
          {/* The stats and the phone mock-up hold nothing interactive: kept as the server drew them on the
              first load, not hydrated (two thirds of what the hero hydrated). */}
          <StaticMarkup boxless>
            <StatList items={HERO_STATS} className={styles.stats} />
          </StaticMarkup>
          <p className={styles.source}>{STATS_SOURCE}</p>
        </div>
        <StaticMarkup boxless>
          <PlanUpdateCard className={styles.visual} />
        </StaticMarkup>
      </div>
      <FirstScreenEnd />
    </section>
  );
}
