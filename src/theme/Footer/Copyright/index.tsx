/**
 * Replaces @docusaurus/theme-classic 3.10 (Footer/Copyright), which renders the copyright as HTML: the
 * line carries PRODUCT_NAME from the deploy environment, so it is rendered as text. See src/theme/README.md.
 */
import type {ReactNode} from 'react';
import type {Props} from '@theme/Footer/Copyright';

export default function FooterCopyright({copyright}: Props): ReactNode {
  return <div className="footer__copyright">{copyright}</div>;
}
