/**
 * Ejected from @docusaurus/theme-classic and rewritten; see src/theme/README.md.
 *
 * The footer's mark is drawn inline (src/components/BrandMark) in its dark tone, since the footer is
 * dark in both colour modes, instead of the theme's `<img>` of `themeConfig.footer.logo.src`. The
 * config still gives its link, accessible name and size.
 */
import Link from '@docusaurus/Link';
import type {FooterLogo as FooterLogoConfig} from '@docusaurus/theme-common';
import BrandMark from '@site/src/components/BrandMark';
import styles from './styles.module.css';

export default function FooterLogo({logo}: {readonly logo: FooterLogoConfig}) {
  const mark = (
    <BrandMark label={logo.alt ?? ''} size={Number(logo.height ?? 40)} tone="dark" className="footer__logo" />
  );
  return logo.href ? (
    <Link href={logo.href} className={styles.link} target={logo.target}>
      {mark}
    </Link>
  ) : (
    mark
  );
}
