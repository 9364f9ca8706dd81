import Link from '@docusaurus/Link';
import clsx from 'clsx';
import {COMPARISON_AS_OF, type Comparison} from '../comparisons';
import {useSiteSettings} from '../../../hooks/useSiteSettings';
import styles from './styles.module.css';

export interface ComparisonNoteProps {
  readonly comparison: Comparison;
  readonly className?: string;
}

function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The fine print under a comparison: where other apps' features come from, when, and whose marks they are. */
export default function ComparisonNote({comparison, className}: ComparisonNoteProps) {
  const {productName} = useSiteSettings();
  const brands = comparison.trademarks;
  const others = comparison.columns.filter((column) => column.kind === 'other');
  return (
    <p className={clsx(styles.note, className)}>
      {comparison.basis === 'public-pages'
        ? `Other apps’ features are summarised from their public pages as of ${COMPARISON_AS_OF} and may have changed since. `
        : `${others.length === 1 ? 'The other column describes what is typical of its kind' : 'The other columns describe what is typical of each kind'}, not any single product, summarised from public pages as of ${COMPARISON_AS_OF}. `}
      {`The ${productName} column describes the app as it launches to early-access members. `}
      {brands.length > 0
        ? `${listNames(brands)} ${brands.length > 1 ? 'are trademarks' : 'is a trademark'} of ${brands.length > 1 ? 'their respective owners' : 'its owner'}; ${productName} is not affiliated with or endorsed by ${brands.length > 1 ? 'them' : 'it'}. `
        : 'All trademarks belong to their respective owners. '}
      Spotted something out of date? <Link to="/support">Tell us</Link> and we will correct it.
    </p>
  );
}
