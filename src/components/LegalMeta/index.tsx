import {useSiteSettings} from '../../hooks/useSiteSettings';
import {formatLongDate} from '../../lib/format';
import styles from './styles.module.css';

/**
 * Formats an ISO day (yyyy-mm-dd) the way the legal pages state it: "1 December 2026". Without `Intl`:
 * this module is in the chunk of every MDX page (see src/lib/format.ts).
 */
export function formatLegalDate(isoDay: string): string {
  return formatLongDate(isoDay, 'day-month');
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
