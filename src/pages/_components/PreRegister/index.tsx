import {
  CANCELLATION_TERMS,
  FREE_TRIAL_DAYS,
  LAUNCH_DISCOUNT_MONTHS,
  LAUNCH_DISCOUNT_PERCENT,
  PRE_REGISTER_ID,
} from '../../../constants';
import Section from '../../../components/Section';
import SectionTitle, {sectionTitleTextId} from '../../../components/SectionTitle';
import SignupForm from '@site/src/domains/signup/SignupForm';
import {keepUnits} from '@site/src/lib/typography';
import styles from './styles.module.css';
import Icon from '../../../components/Icon';

const OFFER: readonly {readonly title: string; readonly detail: string}[] = [
  {
    title: `${LAUNCH_DISCOUNT_PERCENT}% off for your first ${LAUNCH_DISCOUNT_MONTHS} months`,
    detail: 'The launch discount is reserved for everyone on the early-access list.',
  },
  {
    title: `${FREE_TRIAL_DAYS}-day free trial, no card needed`,
    detail: 'Train with the full coach before you decide.',
  },
  {
    title: 'Cancel anytime',
    detail: CANCELLATION_TERMS,
  },
];

/** The sign-up (anchor: #pre-register): the offer beside the early-access form. */
export default function PreRegister() {
  return (
    <Section id={PRE_REGISTER_ID} labelledBy={sectionTitleTextId('pre-register-title')} tone="muted">
      <div className={styles.panel}>
        <div className={styles.offer}>
          <SectionTitle
            id="pre-register-title"
            align="start"
            eyebrow="Early access"
            title="Claim your spot before launch"
            lead="Join the waitlist and be among the first runners to train with an adaptive coach."
            className={styles.title}
          />
          <ul className={styles.perks}>
            {OFFER.map((perk) => (
              <li key={perk.title} className={styles.perk}>
                <Icon name="check" className={styles.tick} />
                <span>
                  <span className={styles.perkTitle}>{keepUnits(perk.title)}</span>
                  <span className={styles.perkDetail}>{perk.detail}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <SignupForm className={styles.form} />
      </div>
    </Section>
  );
}
