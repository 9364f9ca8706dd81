/**
 * Ejected from @docusaurus/theme-classic's TOC, rewritten. See src/theme/README.md.
 *
 * The desktop table of contents is a navigation landmark, "On this page", instead of a bare div: on an
 * article it sits beside <main>, in no landmark at all, so landmark navigation never reached it (axe's
 * `region` rule). Everything else is the theme's: the same list, link classes and sticky column.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import TOCItems from '@theme/TOCItems';
import type {Props} from '@theme/TOC';
import styles from './styles.module.css';

/** The theme's own link classes: TOCInline and TOCCollapsible use others, so they are never highlighted. */
const LINK_CLASS_NAME = 'table-of-contents__link toc-highlight';
const LINK_ACTIVE_CLASS_NAME = 'table-of-contents__link--active';

/** The name of the landmark, as the phone's collapsible list is labelled. */
export const TOC_LABEL = 'On this page';

export default function TOC({className, ...props}: Props): ReactNode {
  return (
    <nav aria-label={TOC_LABEL} className={clsx(styles.tableOfContents, 'thin-scrollbar', className)}>
      <TOCItems {...props} linkClassName={LINK_CLASS_NAME} linkActiveClassName={LINK_ACTIVE_CLASS_NAME} />
    </nav>
  );
}
