import {LEGAL_EFFECTIVE_DATE, LEGAL_VERSION} from '../../constants';
import styles from './styles.module.css';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Version 1.0 · Effective 15 January 2025" under a legal page's title. */
export default function LegalMeta() {
  return (
    <p className={styles.meta}>
      Version {LEGAL_VERSION} · Effective{' '}
      <time dateTime={LEGAL_EFFECTIVE_DATE}>{dateFormat.format(new Date(LEGAL_EFFECTIVE_DATE))}</time>
    </p>
  );
}
