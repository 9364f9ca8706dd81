import {useSiteSettings} from '../../hooks/useSiteSettings';
import styles from './styles.module.css';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** Formats an ISO day (yyyy-mm-dd) the way the legal pages state it: "1 December 2026". */
export function formatLegalDate(isoDay: string): string {
  return dateFormat.format(new Date(`${isoDay}T00:00:00Z`));
}

/**
 * "Version 1.0 · Effective 1 December 2026" under a legal page's title: the text's version and the
 * effective date from the settings (LEGAL_EFFECTIVE_DATE, else the day the text was written).
 */
export default function LegalMeta() {
  const {version, effectiveDate} = useSiteSettings().legal;
  return (
    <p className={styles.meta}>
      Version {version} · Effective <time dateTime={effectiveDate}>{formatLegalDate(effectiveDate)}</time>
    </p>
  );
}
