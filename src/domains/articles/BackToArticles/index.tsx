import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface BackToArticlesProps {
  /** The articles list, e.g. /articles. */
  readonly to: string;
  readonly className?: string;
}

/** "Back to Articles" above every article, added by the theme so writers never add it. */
export default function BackToArticles({to, className}: BackToArticlesProps) {
  return (
    <Link to={to} className={clsx(styles.back, className)}>
      <span aria-hidden="true" className={styles.arrow}>
        ←
      </span>
      Back to Articles
    </Link>
  );
}
